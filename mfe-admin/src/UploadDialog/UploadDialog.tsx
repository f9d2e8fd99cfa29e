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
import { checkCsvFile, checkUploadForm, emptyTotals } from './upload-form';
import { readText } from './read-text';
import { apiErrorDetail } from '@rbt/web-kit';

const CITY_OPTIONS = [{ value: '', text: 'Choose a city' }, ...CITIES.map((c) => ({ value: c.id, text: c.name }))];

interface Props {
  initialDate: string;
  initialCity: string;
  onClose: (result?: CapacityUploadResult) => void;
}

/** Capacity upload: a total per hourly slot for one date and city, or a CSV file (header date,city,timeSlot,totalCapacity). */
export function UploadDialog({ initialDate, initialCity, onClose }: Props) {
  const notify = useNotify();
  const upload = useUploadCapacity();
  const [mode, setMode] = useState<'form' | 'csv'>('form');
  const [date, setDate] = useState(initialDate);
  const [city, setCity] = useState(initialCity === 'all' ? '' : initialCity);
  const [totals, setTotals] = useState(emptyTotals);
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Partial<Record<'date' | 'city' | 'slots' | 'file', string>>>({});

  const send = (input: UploadInput) =>
    upload.mutate(input, {
      onSuccess: (result) => {
        notify('success', 'Success', 'Capacity data uploaded successfully');
        onClose(result);
      },
      onError: (error) => notify('danger', 'Error', 'Failed to upload capacity data', apiErrorDetail(error)),
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
        <EuiModalHeaderTitle id="upload-title">Upload capacity</EuiModalHeaderTitle>
      </EuiModalHeader>
      <EuiModalBody>
        <EuiTabs size="s">
          <EuiTab isSelected={mode === 'form'} onClick={() => setMode('form')}>
            Per slot
          </EuiTab>
          <EuiTab isSelected={mode === 'csv'} onClick={() => setMode('csv')}>
            CSV file
          </EuiTab>
        </EuiTabs>
        <EuiSpacer size="m" />
        <EuiFlexGroup gutterSize="m" responsive={false} wrap>
          <EuiFlexItem style={{ minWidth: 160 }}>
            <EuiFormRow label="Date" isInvalid={!!errors.date} error={errors.date}>
              <EuiFieldText
                type="date"
                value={date}
                onChange={(e) => setDate(e.target.value)}
                isInvalid={!!errors.date}
                aria-label="Upload date"
              />
            </EuiFormRow>
          </EuiFlexItem>
          <EuiFlexItem style={{ minWidth: 160 }}>
            <EuiFormRow label="City" isInvalid={!!errors.city} error={errors.city}>
              <EuiSelect
                options={CITY_OPTIONS}
                value={city}
                onChange={(e) => setCity(e.target.value)}
                isInvalid={!!errors.city}
                aria-label="Upload city"
              />
            </EuiFormRow>
          </EuiFlexItem>
        </EuiFlexGroup>
        <EuiSpacer size="m" />
        {mode === 'form' ? (
          <>
            <EuiText size="s" color={errors.slots ? 'danger' : 'subdued'} data-testid="slots-message">
              <p>
                {errors.slots ??
                  'Total capacity (impressions) per hourly slot; leave a slot blank to keep it as it is.'}
              </p>
            </EuiText>
            <EuiSpacer size="s" />
            <EuiFlexGrid columns={4} gutterSize="s" responsive={false}>
              {CAPACITY_SLOT_IDS.map((slot) => (
                <EuiFlexItem key={slot}>
                  <EuiFormRow label={slot} display="rowCompressed">
                    <EuiFieldText
                      compressed
                      inputMode="numeric"
                      aria-label={`Total capacity ${slot}`}
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
            label="CSV file"
            fullWidth
            isInvalid={!!errors.file}
            error={errors.file}
            helpText="Header: date,city,timeSlot,totalCapacity,availableCapacity. Date and city columns may be left out: the fields above are used."
          >
            <EuiFilePicker
              accept=".csv,text/csv"
              fullWidth
              initialPromptText="Select or drag a CSV file"
              aria-label="CSV file"
              onChange={(files) => setFile(files?.[0] ?? null)}
              isInvalid={!!errors.file}
            />
          </EuiFormRow>
        )}
      </EuiModalBody>
      <EuiModalFooter>
        <EuiButtonEmpty onClick={() => onClose()}>Cancel</EuiButtonEmpty>
        <EuiButton fill onClick={() => void submit()} isLoading={upload.isPending} data-testid="upload-submit">
          Upload
        </EuiButton>
      </EuiModalFooter>
    </EuiModal>
  );
}
