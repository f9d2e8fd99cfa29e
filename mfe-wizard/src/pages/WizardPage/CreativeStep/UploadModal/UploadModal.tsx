import { useEffect, useRef, useState } from 'react';
import Uppy from '@uppy/core';
import XHRUpload from '@uppy/xhr-upload';
import DashboardModal from '@uppy/react/dashboard-modal';
import '@uppy/core/css/style.min.css';
import '@uppy/dashboard/css/style.min.css';
import { MEDIA_LIMITS, type RegisterAudioFileResponse } from '@rbt/contracts';
import type { Toast } from '../../../../draft/wizard-types';
import { registerAudioFile, requestUploadUrl } from '../../../../api/media';
import { ALLOWED_TYPES, processingAlert, restrictionAlert, uploadFailedAlert, uploadToasts } from './upload-messages';
import { apiErrorDetail } from '@rbt/web-kit';
import { useWizT, type WizT } from '../../../../messages';

export interface UploadModalProps {
  open: boolean;
  onClose(): void;
  /** The registered audio and the name of the file it came from (shown afterwards). */
  onUploaded(answer: RegisterAudioFileResponse, fileName: string): void;
  notify(toast: Toast): void;
  alert(message: string): void;
}

/**
 * Spec §4 upload flow on Uppy: a file added uploads at once (autoProceed) with a PUT of the raw bytes to a
 * freshly signed URL, then the URL is registered and the modal closes. Uppy's own locale already words the
 * restriction messages as spec §8 lists them, and its core throttles progress to 500 ms (spec §9).
 * Registration runs inside the upload (getResponseData), so a file svc-media refuses (too long, not audio) is a
 * failed upload in Uppy too: one outcome, never "Upload complete" beside an error.
 */
export function UploadModal({ open, onClose, onUploaded, notify, alert }: UploadModalProps) {
  const t = useWizT();
  const handlers = useRef({ onClose, onUploaded, notify, alert, t });
  handlers.current = { onClose, onUploaded, notify, alert, t };
  const [uppy] = useState(() => createUppy(handlers));
  useEffect(() => () => uppy.destroy(), [uppy]);
  return (
    <DashboardModal
      uppy={uppy}
      open={open}
      onRequestClose={onClose}
      closeModalOnClickOutside
      browserBackButtonClose
      note={t('wiz.upload.note')}
      proudlyDisplayPoweredByUppy={false}
      closeAfterFinish={false}
    />
  );
}

type Handlers = { current: Omit<UploadModalProps, 'open'> & { t: WizT } };

/** A registration refusal: its reason is the service's own sentence, shown without status code or JSON. */
class NotAccepted extends Error {}

function createUppy(h: Handlers) {
  // One file at a time (maxNumberOfFiles 1, limit 1): the URL of the upload under way.
  let uploadUrl: string | null = null;
  const uppy = new Uppy({
    id: 'creative-audio',
    autoProceed: true,
    restrictions: { maxNumberOfFiles: 1, maxFileSize: MEDIA_LIMITS.uploadMaxBytes, allowedFileTypes: ALLOWED_TYPES },
  }).use(XHRUpload, {
    method: 'PUT',
    formData: false,
    limit: 1,
    endpoint: async () => {
      try {
        uploadUrl = await requestUploadUrl();
        return uploadUrl;
      } catch (e) {
        const toasts = uploadToasts(h.current.t);
        h.current.notify({ title: toasts.title, text: toasts.noUploadUrl, color: 'danger' });
        throw e;
      }
    },
    getResponseData: async () => {
      const failed = uploadToasts(h.current.t).processFailed;
      if (!uploadUrl) throw new NotAccepted(failed);
      try {
        return { registered: await registerAudioFile(uploadUrl) };
      } catch (e) {
        throw new NotAccepted(apiErrorDetail(e) || failed);
      }
    },
  });
  uppy.on('restriction-failed', (_file, error) => h.current.alert(restrictionAlert(h.current.t, error.message)));
  let refused = false;
  uppy.on('upload-error', (_file, error) => {
    refused = error instanceof NotAccepted;
    const t = h.current.t;
    h.current.alert(refused ? processingAlert(t, error.message) : uploadFailedAlert(t, error?.message));
  });
  uppy.on('complete', (result) => {
    if (refused) {
      // The refusal and its reason show under the method panel; the modal would only repeat it in smaller print.
      refused = false;
      uppy.clear();
      h.current.onClose();
      return;
    }
    const done = result.successful?.[0];
    const answer = (done?.response?.body as { registered?: RegisterAudioFileResponse } | undefined)?.registered;
    if (!done || !answer) {
      if (!result.failed?.length)
        h.current.notify({
          title: uploadToasts(h.current.t).title,
          text: uploadToasts(h.current.t).nothingUploaded,
          color: 'danger',
        });
      return;
    }
    uppy.clear();
    h.current.onUploaded(answer, done.name ?? 'audio');
    h.current.onClose();
  });
  return uppy;
}
