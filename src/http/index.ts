// The HTTP edge: door decision, client address, CORS, compression, validators, limits' headers, method and size checks.
export { createEdge, MAX_URL_BYTES } from "./edge";
export type { Edge } from "./edge";
export { doorOf, isCorsPath, OPS_PATHS, pathOf } from "./paths";
export { clientAddressResolver } from "./client-address";
export { chooseEncoding, compressBytes, isCompressible } from "./compression";
export { corsPreflight, openCors } from "./cors";
export { refusalHeaders, retryAfterSeconds } from "./limit-headers";
