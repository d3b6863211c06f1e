/** Built by scripts/vite-openapi-docs.ts from the server's OpenAPI document; an ApiReference (api-reference.ts). */
declare module 'virtual:smartsplit-api-reference' {
  const reference: unknown;
  export default reference;
}
