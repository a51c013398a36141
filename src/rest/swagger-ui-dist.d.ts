// Types of the swagger-ui-dist assets imported `with { type: "file" }`: Bun hands over a path (embedded when compiled).
declare module "swagger-ui-dist/swagger-ui-bundle.js" {
  const path: string;
  export default path;
}
declare module "swagger-ui-dist/swagger-ui.css" {
  const path: string;
  export default path;
}
declare module "swagger-ui-dist/favicon-32x32.png" {
  const path: string;
  export default path;
}
