import { useEffect, useRef, useState } from 'react';
import Uppy from '@uppy/core';
import XHRUpload from '@uppy/xhr-upload';
import DashboardModal from '@uppy/react/dashboard-modal';
import '@uppy/core/css/style.min.css';
import '@uppy/dashboard/css/style.min.css';
import { MEDIA_LIMITS, type RegisterAudioFileResponse } from '@rbt/contracts';
import type { Toast } from '../../../wizard/types';
import { registerAudioFile, requestUploadUrl } from '../api/media-api';
import {
  ALLOWED_TYPES,
  UPLOAD_NOTE,
  UPLOAD_TOASTS,
  processingAlert,
  restrictionAlert,
  uploadFailedAlert,
} from './upload-messages';
import { apiErrorMessage } from '@rbt/web-kit';

export interface UploadModalProps {
  open: boolean;
  onClose(): void;
  onUploaded(answer: RegisterAudioFileResponse): void;
  notify(toast: Toast): void;
  alert(message: string): void;
}

/**
 * Spec §4 upload flow on Uppy: a file added uploads at once (autoProceed) with a PUT of the raw bytes to a
 * freshly signed URL, then the URL is registered and the modal closes. Uppy's own locale already words the
 * restriction messages as spec §8 lists them, and its core throttles progress to 500 ms (spec §9).
 */
export function UploadModal({ open, onClose, onUploaded, notify, alert }: UploadModalProps) {
  const handlers = useRef({ onClose, onUploaded, notify, alert });
  handlers.current = { onClose, onUploaded, notify, alert };
  const [uppy] = useState(() => createUppy(handlers));
  useEffect(() => () => uppy.destroy(), [uppy]);
  return (
    <DashboardModal
      uppy={uppy}
      open={open}
      onRequestClose={onClose}
      closeModalOnClickOutside
      browserBackButtonClose
      note={UPLOAD_NOTE}
      proudlyDisplayPoweredByUppy={false}
      closeAfterFinish={false}
    />
  );
}

type Handlers = { current: Omit<UploadModalProps, 'open'> };

function createUppy(h: Handlers) {
  const uploadUrls = new Map<string, string>();
  const uppy = new Uppy({
    id: 'creative-audio',
    autoProceed: true,
    restrictions: { maxNumberOfFiles: 1, maxFileSize: MEDIA_LIMITS.uploadMaxBytes, allowedFileTypes: ALLOWED_TYPES },
  }).use(XHRUpload, {
    method: 'PUT',
    formData: false,
    limit: 1,
    endpoint: async (fileOrFiles) => {
      const file = Array.isArray(fileOrFiles) ? fileOrFiles[0] : fileOrFiles;
      try {
        const url = await requestUploadUrl();
        uploadUrls.set(file.id, url);
        return url;
      } catch (e) {
        h.current.notify({ title: UPLOAD_TOASTS.title, text: UPLOAD_TOASTS.noUploadUrl, color: 'danger' });
        throw e;
      }
    },
  });
  uppy.on('restriction-failed', (_file, error) => h.current.alert(restrictionAlert(error.message)));
  uppy.on('upload-error', (_file, error) => h.current.alert(uploadFailedAlert(error?.message)));
  uppy.on('complete', async (result) => {
    const done = result.successful?.[0];
    const url = done && uploadUrls.get(done.id);
    if (!done || !url) {
      if (!result.failed?.length) notify(h, UPLOAD_TOASTS.nothingUploaded);
      return;
    }
    try {
      const answer = await registerAudioFile(url);
      uppy.clear();
      h.current.onUploaded(answer);
      h.current.onClose();
    } catch (e) {
      const message = apiErrorMessage(e);
      notify(h, message || UPLOAD_TOASTS.processFailed);
      h.current.alert(processingAlert(message || UPLOAD_TOASTS.processFailed));
    }
  });
  return uppy;
}

const notify = (h: Handlers, text: string) => h.current.notify({ title: UPLOAD_TOASTS.title, text, color: 'danger' });
