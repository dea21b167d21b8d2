import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * The font families the host serves files for, each an installed Fontsource package: the
 * forms' default font and the scripts of the right-to-left languages the embed speaks. Any
 * other family the font service is asked for names the visitor's installed copy only.
 */
export const SHIPPED_FONT_PACKAGES = ['@fontsource/inter', '@fontsource/noto-sans-arabic', '@fontsource/noto-sans-hebrew'] as const;

/** One subset of a shipped family: the code points its files cover. */
export interface FontSubset {
  name: string;
  /** `unicode-range` value, e.g. `U+0000-00FF,U+0131`. */
  unicodeRange: string;
}

export interface ShippedFamily {
  /** The family name as stylesheets write it, e.g. `Inter`. */
  family: string;
  /** Prefix of the package's file names, e.g. `inter`. */
  id: string;
  weights: ReadonlySet<number>;
  /** In the package's order, so a later subset wins where ranges overlap, as in its own stylesheet. */
  subsets: readonly FontSubset[];
}

export interface ShippedFonts {
  /** The shipped family of that name (any case), or undefined. */
  family(name: string): ShippedFamily | undefined;
  /** Where a served file lies on disk: only the packages' own `.woff2` names, else null. */
  filePath(fileName: string): string | null;
}

/** The part of a Fontsource package's `metadata.json` read here. */
interface FontsourceMetadata {
  id: string;
  family: string;
  weights: number[];
}

/** The URL path a shipped font file is served at (see `fontFileRoute`). */
export const FONT_FILES_PATH = '/fonts';

/** The file of one face of a shipped family: `inter-latin-400-normal.woff2`. */
export const fontFileName = (family: ShippedFamily, subset: FontSubset, weight: number): string =>
  `${family.id}-${subset.name}-${weight}-normal.woff2`;

const readJson = <T>(file: string): T => JSON.parse(readFileSync(file, 'utf8')) as T;

/** Reads the shipped packages' metadata and file lists once, at start. */
export function loadShippedFonts(packages: readonly string[] = SHIPPED_FONT_PACKAGES): ShippedFonts {
  const require = createRequire(import.meta.url);
  const families = new Map<string, ShippedFamily>();
  const files = new Map<string, string>();
  for (const name of packages) {
    const packageDir = path.dirname(require.resolve(`${name}/package.json`));
    const metadata = readJson<FontsourceMetadata>(path.join(packageDir, 'metadata.json'));
    const ranges = readJson<Record<string, string>>(path.join(packageDir, 'unicode.json'));
    families.set(metadata.family.toLowerCase(), {
      family: metadata.family,
      id: metadata.id,
      weights: new Set(metadata.weights),
      subsets: Object.entries(ranges).map(([subset, unicodeRange]) => ({ name: subset, unicodeRange })),
    });
    const filesDir = path.join(packageDir, 'files');
    for (const file of readdirSync(filesDir)) {
      if (file.endsWith('.woff2')) files.set(file, path.join(filesDir, file));
    }
  }
  return {
    family: (name) => families.get(name.toLowerCase()),
    filePath: (fileName) => files.get(fileName) ?? null,
  };
}

let loaded: ShippedFonts | undefined;

/** The shipped fonts, read on first use and kept for the life of the process. */
export function shippedFonts(): ShippedFonts {
  loaded ??= loadShippedFonts();
  return loaded;
}
