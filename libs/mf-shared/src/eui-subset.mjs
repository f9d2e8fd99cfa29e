// The part of EUI the portal uses, provided to module federation as the shared '@elastic/eui' singleton.
// A shared module cannot be tree-shaken (any remote could ask for any export), so sharing EUI whole sent ~1 MiB
// gzip to every page; sharing this list keeps one EUI (one theme, one emotion cache) at a fraction of that.
// Generated: `node libs/mf-shared/src/subset-imports.js --write` after a frontend starts or stops using a name
// (libs/mf-shared/test/subsets.test.ts fails until then).
import { deferredGroup } from './deferred-component.mjs';

export {
  EuiAvatar,
  EuiBadge,
  EuiBetaBadge,
  EuiButton,
  EuiButtonEmpty,
  EuiButtonGroup,
  EuiButtonIcon,
  EuiCallOut,
  EuiCard,
  EuiCheckableCard,
  EuiCheckbox,
  EuiCheckboxGroup,
  EuiContext,
  EuiDescribedFormGroup,
  EuiDescriptionList,
  EuiEmptyPrompt,
  EuiFieldNumber,
  EuiFieldSearch,
  EuiFieldText,
  EuiFlexGrid,
  EuiFlexGroup,
  EuiFlexItem,
  EuiForm,
  EuiFormRow,
  EuiGlobalToastList,
  EuiHeader,
  EuiHeaderLink,
  EuiHeaderLinks,
  EuiHeaderSection,
  EuiHeaderSectionItem,
  EuiHeaderSectionItemButton,
  EuiHorizontalRule,
  EuiIcon,
  EuiLink,
  EuiLoadingChart,
  EuiLoadingSpinner,
  EuiNotificationBadge,
  EuiPageTemplate,
  EuiPanel,
  EuiPopover,
  EuiPopoverFooter,
  EuiPopoverTitle,
  EuiProgress,
  EuiProvider,
  EuiRadioGroup,
  EuiRange,
  EuiSelect,
  EuiSkeletonText,
  EuiSkeletonTitle,
  EuiSpacer,
  EuiStat,
  EuiStepsHorizontal,
  EuiSwitch,
  EuiTab,
  EuiTabs,
  EuiText,
  EuiTextArea,
  EuiTitle,
  EuiToolTip,
  useEuiTheme,
} from '@elastic/eui/optimize/es/index.js';

const euiOverlays = deferredGroup(() => import(/* webpackChunkName: "eui-overlays" */ './eui-overlays.mjs'));
export const EuiConfirmModal = euiOverlays('EuiConfirmModal');
export const EuiFilePicker = euiOverlays('EuiFilePicker');
export const EuiFlyout = euiOverlays('EuiFlyout');
export const EuiFlyoutBody = euiOverlays('EuiFlyoutBody');
export const EuiFlyoutFooter = euiOverlays('EuiFlyoutFooter');
export const EuiFlyoutHeader = euiOverlays('EuiFlyoutHeader');
export const EuiModal = euiOverlays('EuiModal');
export const EuiModalBody = euiOverlays('EuiModalBody');
export const EuiModalFooter = euiOverlays('EuiModalFooter');
export const EuiModalHeader = euiOverlays('EuiModalHeader');
export const EuiModalHeaderTitle = euiOverlays('EuiModalHeaderTitle');

const euiTable = deferredGroup(() => import(/* webpackChunkName: "eui-table" */ './eui-table.mjs'));
export const EuiBasicTable = euiTable('EuiBasicTable');
