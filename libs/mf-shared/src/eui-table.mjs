// The async chunk "eui-table" of eui-subset.mjs (generated with it).
export { EuiBasicTable } from '@elastic/eui/optimize/es/index.js';
