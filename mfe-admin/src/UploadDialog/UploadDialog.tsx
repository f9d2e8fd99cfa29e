import { useState } from 'react';
import {
  EuiButton,
  EuiButtonEmpty,
  EuiFieldText,
  EuiFilePicker,
  EuiFlexGrid,
  EuiFlexGroup,
  EuiFlexItem,
  EuiFormRow,
  EuiModal,
  EuiModalBody,
  EuiModalFooter,
  EuiModalHeader,
  EuiModalHeaderTitle,
  EuiSelect,
  EuiSpacer,
  EuiTab,
  EuiTabs,
  EuiText,
} from '@elastic/eui';
import { CAPACITY_SLOT_IDS, type CapacityUploadResult } from '@rbt/contracts';
import { CITIES } from '@rbt/pricing';
import { useUploadCapacity, type UploadInput } from '../api/capacity';
import { useNotify } from '../Toasts/Toasts';
import { checkCsvFile, checkUploadForm, emptyTotals, uploadErrorText } from './upload-form';
import { readText } from './read-text';
import { apiErrorDetail, useLabels } from '@rbt/web-kit';
import { useAdminT } from '../messages';

interface Props {
  initialDate: string;
  initialCity: string;
  onClose: (result?: CapacityUploadResult) => void;
}

/** Capacity upload: a total per hourly slot for one date and city, or a CSV file (header date,city,timeSlot,totalCapacity). */
export function UploadDialog({ initialDate, initialCity, onClose }: Props) {
  const t = useAdminT();
  const labels = useLabels();
  const notify = useNotify();
  const upload = useUploadCapacity();
  const cityOptions = [
    { value: '', text: t('admin.upload.chooseCity') },
    ...CITIES.map((c) => ({ value: c.id, text: labels.city(c.id, c.name) })),
  ];
  const [mode, setMode] = useState<'form' | 'csv'>('form');
  const [date, setDate] = useState(initialDate);
  const [city, setCity] = useState(initialCity === 'all' ? '' : initialCity);
  const [totals, setTotals] = useState(emptyTotals);
  const [file, setFile] = useState<File | null>(null);
  const [rawErrors, setErrors] = useState<Partial<Record<'date' | 'city' | 'slots' | 'file', string>>>({});
  const errors = Object.fromEntries(
    Object.entries(rawErrors).map(([field, message]) => [field, message && uploadErrorText(t, message)]),
  ) as typeof rawErrors;

  const send = (input: UploadInput) =>
    upload.mutate(input, {
      onSuccess: (result) => {
        notify('success', t('admin.upload.success'));
        onClose(result);
      },
      onError: (error) => notify('danger', t('admin.upload.failed'), apiErrorDetail(error)),
    });

  const submit = async () => {
    if (mode === 'form') {
      const check = checkUploadForm({ date, city, totals });
      setErrors(check.ok ? {} : check.errors);
      if (check.ok) send({ kind: 'form', upload: check.upload });
      return;
    }
    const fileError = checkCsvFile(file);
    setErrors(fileError ? { file: fileError } : {});
    if (!fileError && file) send({ kind: 'csv', csv: await readText(file), date, city });
  };

  return (
    <EuiModal
      onClose={() => onClose()}
      style={{ width: 720 }}
      aria-labelledby="upload-title"
      data-testid="upload-dialog"
    >
      <EuiModalHeader>
        <EuiModalHeaderTitle id="upload-title">{t('admin.capacity.upload')}</EuiModalHeaderTitle>
      </EuiModalHeader>
      <EuiModalBody>
        <EuiTabs size="s">
          <EuiTab isSelected={mode === 'form'} onClick={() => setMode('form')}>
            {t('admin.upload.perSlot')}
          </EuiTab>
          <EuiTab isSelected={mode === 'csv'} onClick={() => setMode('csv')}>
            {t('admin.upload.csv')}
          </EuiTab>
        </EuiTabs>
        <EuiSpacer size="m" />
        <EuiFlexGroup gutterSize="m" responsive={false} wrap>
          <EuiFlexItem style={{ minWidth: 160 }}>
            <EuiFormRow label={t('admin.common.date')} isInvalid={!!errors.date} error={errors.date}>
              <EuiFieldText
                type="date"
                value={date}
                onChange={(e) => setDate(e.target.value)}
                isInvalid={!!errors.date}
                aria-label={t('admin.upload.dateLabel')}
              />
            </EuiFormRow>
          </EuiFlexItem>
          <EuiFlexItem style={{ minWidth: 160 }}>
            <EuiFormRow label={t('admin.common.city')} isInvalid={!!errors.city} error={errors.city}>
              <EuiSelect
                options={cityOptions}
                value={city}
                onChange={(e) => setCity(e.target.value)}
                isInvalid={!!errors.city}
                aria-label={t('admin.upload.cityLabel')}
              />
            </EuiFormRow>
          </EuiFlexItem>
        </EuiFlexGroup>
        <EuiSpacer size="m" />
        {mode === 'form' ? (
          <>
            <EuiText size="s" color={errors.slots ? 'danger' : 'subdued'} data-testid="slots-message">
              <p>{errors.slots ?? t('admin.upload.slotsHelp')}</p>
            </EuiText>
            <EuiSpacer size="s" />
            <EuiFlexGrid columns={4} gutterSize="s" responsive={false}>
              {CAPACITY_SLOT_IDS.map((slot) => (
                <EuiFlexItem key={slot}>
                  <EuiFormRow label={slot} display="rowCompressed">
                    <EuiFieldText
                      compressed
                      inputMode="numeric"
                      aria-label={t('admin.upload.slotLabel', { slot })}
                      value={totals[slot]}
                      onChange={(e) => setTotals((t) => ({ ...t, [slot]: e.target.value }))}
                    />
                  </EuiFormRow>
                </EuiFlexItem>
              ))}
            </EuiFlexGrid>
          </>
        ) : (
          <EuiFormRow
            label={t('admin.upload.csv')}
            fullWidth
            isInvalid={!!errors.file}
            error={errors.file}
            helpText={t('admin.upload.csvHelp')}
          >
            <EuiFilePicker
              accept=".csv,text/csv"
              fullWidth
              initialPromptText={t('admin.upload.csvPrompt')}
              aria-label={t('admin.upload.csv')}
              onChange={(files) => setFile(files?.[0] ?? null)}
              isInvalid={!!errors.file}
            />
          </EuiFormRow>
        )}
      </EuiModalBody>
      <EuiModalFooter>
        <EuiButtonEmpty onClick={() => onClose()}>{t('admin.common.cancel')}</EuiButtonEmpty>
        <EuiButton fill onClick={() => void submit()} isLoading={upload.isPending} data-testid="upload-submit">
          {t('admin.upload.submit')}
        </EuiButton>
      </EuiModalFooter>
    </EuiModal>
  );
}
