/** Only same-site paths: '/x' yes, '//evil.com' or 'https://…' no (open-redirect guard). */
export function safeRedirect(target: string | null | undefined, fallback = '/'): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return fallback;
  return target;
}
