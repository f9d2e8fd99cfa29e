// The async chunk "eui-overlays" of eui-subset.mjs (generated with it).
export {
  EuiConfirmModal,
  EuiFilePicker,
  EuiFlyout,
  EuiFlyoutBody,
  EuiFlyoutFooter,
  EuiFlyoutHeader,
  EuiModal,
  EuiModalBody,
  EuiModalFooter,
  EuiModalHeader,
  EuiModalHeaderTitle,
} from '@elastic/eui/optimize/es/index.js';
