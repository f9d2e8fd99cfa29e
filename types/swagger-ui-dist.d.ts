// swagger-ui-dist ships no types; the gateway only needs the folder of its static files.
declare module 'swagger-ui-dist' {
  export function getAbsoluteFSPath(): string;
}
