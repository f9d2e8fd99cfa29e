/** Spec §8 upload toasts and alerts, word for word. */
export const UPLOAD_TOASTS = {
  title: 'Upload Error',
  noUploadUrl: 'Failed to get upload URL',
  nothingUploaded: 'No audio file was uploaded successfully.',
  processFailed: 'Failed to process uploaded audio',
} as const;

export const uploadFailedAlert = (message?: string) => `Upload failed: ${message || 'Unknown error'}`;
export const restrictionAlert = (message: string) => `File restriction error: ${message}`;
export const processingAlert = (message: string) => `Processing failed: ${message}`;

/** Spec §9 upload limits as the uploader takes them. */
export const ALLOWED_TYPES = ['.mp3', '.wav', '.m4a', '.aac', '.ogg'];
export const UPLOAD_NOTE = 'Audio files only (MP3, WAV, M4A, AAC, OGG) - Max 30 seconds, 10MB';
