// Where to go after a login: only an in-app path may be a redirect target (never another site).
export function safeRedirect(value: unknown): string | undefined {
  return typeof value === "string" && /^\/(?![/\\])/.test(value) ? value : undefined;
}
