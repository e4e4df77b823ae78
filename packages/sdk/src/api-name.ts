/**
 * True for a PascalCase property name such as `Quest` or `UploadFile`. The proxies answer only those:
 * `then`, `toJSON`, `asymmetricMatch` and symbols are probes by await, serializers and test matchers,
 * and must stay undefined instead of turning into API objects.
 */
export function isApiName(prop: string | symbol): prop is string {
  return typeof prop === "string" && /^[A-Z][A-Za-z0-9]*$/.test(prop);
}
