/**
 * Public suffixes of two labels under which many sites sit. The whole public-suffix list (about
 * 9,000 rules) is too heavy for what a visitor downloads, so this is an approximation: a host
 * under a suffix not listed here is read as its last two labels (`shop.example.com.pe` counts as
 * `com.pe`, so two sites under an unlisted suffix look like one), and suffixes of three labels or
 * more are not known at all.
 */
const TWO_LABEL_SUFFIXES: ReadonlySet<string> = new Set([
  'co.uk', 'org.uk', 'ac.uk', 'gov.uk', 'me.uk', 'net.uk', 'ltd.uk', 'plc.uk',
  'com.au', 'net.au', 'org.au', 'edu.au', 'gov.au',
  'co.nz', 'net.nz', 'org.nz',
  'co.jp', 'ne.jp', 'or.jp', 'ac.jp', 'go.jp',
  'com.br', 'net.br', 'org.br',
  'co.in', 'net.in', 'org.in',
  'co.za', 'org.za', 'co.kr', 'or.kr', 'co.il', 'co.id', 'co.th',
  'com.mx', 'com.ar', 'com.co', 'com.pe', 'com.cn', 'net.cn', 'org.cn', 'com.hk', 'com.sg', 'com.tw',
  'com.tr', 'com.my', 'com.ph', 'com.vn', 'com.pl', 'com.ua', 'com.sa', 'com.eg',
  'github.io', 'gitlab.io', 'netlify.app', 'vercel.app', 'pages.dev', 'web.app', 'herokuapp.com',
  'firebaseapp.com', 'azurewebsites.net', 'cloudfront.net', 'blogspot.com', 'wordpress.com',
]);

const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

/**
 * The part of a host name a site owns (its registrable domain, "eTLD+1"): `www.example.co.uk`
 * gives `example.co.uk`. An IP address or a single-label host (`localhost`) is its own domain.
 * See `TWO_LABEL_SUFFIXES` for the approximation.
 */
export function registrableDomain(hostname: string): string {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (host.includes(':') || host.startsWith('[') || IPV4.test(host)) return host;
  const labels = host.split('.');
  const keep = labels.length > 2 && TWO_LABEL_SUFFIXES.has(labels.slice(-2).join('.')) ? 3 : 2;
  return labels.slice(-keep).join('.');
}

/**
 * True when `targetUrl` is on another registrable domain than `pageUrl` (ports and schemes do
 * not count). A URL that cannot be read is never "another" domain: nothing is shared with it.
 */
export function isOtherRegistrableDomain(pageUrl: string, targetUrl: string): boolean {
  try {
    return registrableDomain(new URL(pageUrl).hostname) !== registrableDomain(new URL(targetUrl).hostname);
  } catch {
    return false;
  }
}
