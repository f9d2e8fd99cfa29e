// Asset imports handled by webpack loaders (css-loader/style-loader, asset modules).
declare module '*.css';
declare module '*.png' {
  const url: string;
  export default url;
}
declare module '*.svg' {
  const url: string;
  export default url;
}
declare module '*.geojson' {
  const data: unknown;
  export default data;
}
