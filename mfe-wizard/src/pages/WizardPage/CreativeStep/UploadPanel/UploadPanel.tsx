import { lazy, Suspense, useState } from 'react';
import { EuiButton, EuiSpacer, EuiText } from '@elastic/eui';
import type { RegisterAudioFileResponse } from '@rbt/contracts';
import type { Toast } from '../../../../draft/wizard-types';

// Uppy loads only when the uploader is first opened: it is large, and most campaigns use text-to-speech.
const UploadModal = lazy(() => import('../UploadModal/UploadModal').then((m) => ({ default: m.UploadModal })));

export interface UploadPanelProps {
  /** The uploaded file's name while it is the upload's audio (issue 28), else null. */
  fileName: string | null;
  onUploaded(answer: RegisterAudioFileResponse, fileName: string): void;
  notify(toast: Toast): void;
  alert(message: string): void;
}

/** Spec §2 upload mode: the note, "Choose Audio File" opening the uploader, and the file in use by name. */
export function UploadPanel({ fileName, onUploaded, notify, alert }: UploadPanelProps) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  return (
    <>
      <EuiText size="s">
        <p>Audio files only (MP3, WAV, M4A, AAC, OGG) - Max 30 seconds, 10MB</p>
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
        Choose Audio File
      </EuiButton>
      {fileName && (
        <>
          <EuiSpacer size="s" />
          <EuiText size="s" data-testid="uploaded-file">
            <p>
              Uploaded file: <strong>{fileName}</strong>. Choosing another file replaces it.
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
