import { Suspense, useState } from 'react';
import { EuiButton, EuiSpacer, EuiText } from '@elastic/eui';
import { FormattedMessage } from '@rbt/web-kit';
import { useWizT } from '../../../../messages';
import type { RegisterAudioFileResponse } from '@rbt/contracts';
import type { Toast } from '../../../../draft/wizard-types';
import { lazyWithWords } from '../../../../messages/lazy-with-words';

// Uppy loads only when the uploader is first opened: it is large, and most campaigns use text-to-speech.
const UploadModal = lazyWithWords(() => import('../UploadModal/UploadModal').then((m) => m.UploadModal));

export interface UploadPanelProps {
  /** The uploaded file's name while it is the upload's audio, else null. */
  fileName: string | null;
  onUploaded(answer: RegisterAudioFileResponse, fileName: string): void;
  notify(toast: Toast): void;
  alert(message: string): void;
}

/** Spec §2 upload mode: the note, "Choose Audio File" opening the uploader, and the file in use by name. */
export function UploadPanel({ fileName, onUploaded, notify, alert }: UploadPanelProps) {
  const t = useWizT();
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  return (
    <>
      <EuiText size="s">
        <p>{t('wiz.upload.note')}</p>
      </EuiText>
      <EuiSpacer size="s" />
      <EuiButton
        iconType="upload"
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
        data-testid="choose-audio-file"
      >
        {t('wiz.upload.choose')}
      </EuiButton>
      {fileName && (
        <>
          <EuiSpacer size="s" />
          <EuiText size="s" data-testid="uploaded-file">
            <p>
              <FormattedMessage
                id="wiz.upload.file"
                values={{ name: fileName, b: (chunks) => <strong>{chunks}</strong> }}
              />
            </p>
          </EuiText>
        </>
      )}
      {used && (
        <Suspense fallback={null}>
          <UploadModal
            open={open}
            onClose={() => setOpen(false)}
            onUploaded={onUploaded}
            notify={notify}
            alert={alert}
          />
        </Suspense>
      )}
    </>
  );
}
