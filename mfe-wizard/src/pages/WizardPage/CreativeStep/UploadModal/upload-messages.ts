import type { WizT } from '../../../../messages';

/** Spec §8 upload toasts and alerts, word for word in English (wiz.upload.* in the catalogs). */
export const uploadToasts = (t: WizT) => ({
  title: t('wiz.upload.errorTitle'),
  noUploadUrl: t('wiz.upload.noUrl'),
  nothingUploaded: t('wiz.upload.nothing'),
  processFailed: t('wiz.upload.processFailed'),
});

export const uploadFailedAlert = (t: WizT, message?: string) =>
  t('wiz.upload.failed', { message: message || t('wiz.upload.unknown') });
export const restrictionAlert = (t: WizT, message: string) => t('wiz.upload.restriction', { message });
export const processingAlert = (t: WizT, message: string) => t('wiz.upload.processing', { message });

/** Spec §9 upload limits as the uploader takes them. */
export const ALLOWED_TYPES = ['.mp3', '.wav', '.m4a', '.aac', '.ogg'];
