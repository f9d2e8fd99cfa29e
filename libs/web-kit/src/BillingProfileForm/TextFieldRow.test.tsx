import { screen } from '@testing-library/react';
import { renderPage } from '../testing';
import { TextFieldRow } from './TextFieldRow';

describe('TextFieldRow', () => {
  it('when the field has an error, then the input named by its label is invalid and the message is shown', () => {
    renderPage(
      <TextFieldRow label="CVC" name="cc-csc" value="1" error="Enter the 3 or 4 digits" onChange={() => {}} />,
    );
    expect(screen.getByLabelText('CVC')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Enter the 3 or 4 digits')).toBeInTheDocument();
  });

  it('when the field has no error, then the input is valid and the help text is shown instead', () => {
    renderPage(
      <TextFieldRow label="NTN (optional)" name="ntn" value="" helpText="National Tax Number" onChange={() => {}} />,
    );
    expect(screen.getByLabelText('NTN (optional)')).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('National Tax Number')).toBeInTheDocument();
  });
});
