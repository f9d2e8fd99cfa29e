// EUI ships its types for the src/ paths; the test reads the compiled lib/ module under the same declarations.
declare module '@elastic/eui/lib/services/color/luminance_and_contrast' {
  export { calculateContrast } from '@elastic/eui/src/services/color/luminance_and_contrast';
}
