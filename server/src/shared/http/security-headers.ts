/**
 * The security headers of every answer: what helmet's defaults send (without its CSP,
 * which the client pages set for themselves, and without COEP), as one fixed object.
 * helmet's own hook rebuilt them for each request, about a third of the CPU of a cached
 * read such as the dashboard's open draw (DESIGN.md section 7); these are the same bytes.
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
});
