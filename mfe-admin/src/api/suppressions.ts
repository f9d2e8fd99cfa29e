import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch, uploadWithProgress } from '@rbt/web-kit';
import { DNC_UPLOAD_PATH, DncList, SUPPRESSIONS_PATH, SuppressionAudit, SuppressionState } from '@rbt/contracts';

export function useSuppressionState() {
  return useQuery({
    queryKey: [SUPPRESSIONS_PATH],
    queryFn: ({ signal }) => apiFetch(SUPPRESSIONS_PATH, { signal, schema: SuppressionState }),
  });
}

export function useSuppressionAudit(from: string, to: string) {
  return useQuery({
    queryKey: [SUPPRESSIONS_PATH, 'audit', from, to],
    queryFn: ({ signal }) =>
      apiFetch(`${SUPPRESSIONS_PATH}/audit?from=${from}&to=${to}`, { signal, schema: SuppressionAudit }),
  });
}

export interface DncUpload {
  file: Blob;
  /** Share of the file sent so far, 0–1. */
  onProgress?(sent: number): void;
}

/**
 * Sends the register file as it is (text/plain; a million hashes are about 65 MB): the browser streams the file from
 * disk, the service reads it line by line. XMLHttpRequest for the upload progress, failures worded as apiFetch's.
 */
function uploadDnc({ file, onProgress }: DncUpload): Promise<DncList> {
  return uploadWithProgress(DNC_UPLOAD_PATH, file, DncList, onProgress);
}

export function useUploadDnc() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: uploadDnc,
    onSuccess: () => client.invalidateQueries({ queryKey: [SUPPRESSIONS_PATH] }),
  });
}
