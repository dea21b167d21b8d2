const unquoted = (name: string) => name.trim().replace(/^(['"])(.*)\1$/, '$2').trim().toLowerCase();

/** CSS with every relative `url()` made absolute against `base`, the stylesheet it came from. */
export function withAbsoluteUrls(cssText: string, base: string): string {
  return cssText.replace(/url\(\s*(['"]?)([^'")]*)\1\s*\)/g, (whole, quote: string, url: string) => {
    try {
      return `url(${quote}${new URL(url, base).href}${quote})`;
    } catch {
      return whole;
    }
  });
}

/**
 * The page's own `@font-face` rules for the families of `fontFamily` (a computed `font-family`
 * list), as CSS for another document: the isolated frame's, where a form in the site's look (the
 * `inherit` theme) names the site's font but would not otherwise have it. Rules in @media,
 * @supports and @layer blocks and in imported sheets count; a stylesheet of another origin hides
 * its rules and is passed over (its font falls back there, as before).
 */
export function siteFontFaces(doc: Document, fontFamily: string): string {
  const families = new Set(fontFamily.split(',').map(unquoted).filter(Boolean));
  if (families.size === 0) return '';
  const found: string[] = [];
  const visit = (sheet: CSSStyleSheet, base: string) => {
    let rules: CSSRuleList;
    try {
      rules = sheet.cssRules;
    } catch {
      return;
    }
    const walk = (list: CSSRuleList) => {
      for (const rule of list) {
        if (rule.cssText.startsWith('@font-face')) {
          const family = (rule as CSSFontFaceRule).style.getPropertyValue('font-family');
          if (families.has(unquoted(family))) found.push(withAbsoluteUrls(rule.cssText, base));
        } else if ('styleSheet' in rule && (rule as CSSImportRule).styleSheet) {
          const imported = (rule as CSSImportRule).styleSheet!;
          visit(imported, imported.href ?? base);
        } else if ('cssRules' in rule) {
          walk((rule as CSSGroupingRule).cssRules);
        }
      }
    };
    walk(rules);
  };
  for (const sheet of doc.styleSheets) visit(sheet, sheet.href ?? doc.baseURI);
  return found.join('\n');
}
