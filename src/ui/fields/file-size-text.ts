const KB = 1024;
const MB = KB * KB;

/** A file's size as a visitor reads it beside its name: "512 B", "48 KB", "2.4 MB". */
export function fileSizeText(bytes: number): string {
  if (bytes < KB) return `${bytes} B`;
  if (bytes < MB) return `${Math.round(bytes / KB)} KB`;
  return `${(bytes / MB).toFixed(1)} MB`;
}
