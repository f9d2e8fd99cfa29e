import { useState } from 'react';
import { screen } from '@testing-library/react';
import { userEvent } from '@rbt/web-kit/src/user-event';
import { renderWizard } from '../../../testing/test-render-wizard';
import type { CampaignDraftPatch } from '@rbt/contracts';
import { AudienceFilters } from './AudienceFilters';
import { DEFAULT_DRAFT } from '../../../draft/default-draft';
import type { WizardDraft } from '../../../draft/wizard-types';

function Harness({ onUpdate }: { onUpdate(p: CampaignDraftPatch): void }) {
  const [draft, setDraft] = useState<WizardDraft>(DEFAULT_DRAFT);
  return (
    <AudienceFilters
      draft={draft}
      update={(p) => {
        onUpdate(p);
        setDraft((d) => ({ ...d, ...p }) as WizardDraft);
      }}
    />
  );
}

describe('AudienceFilters', () => {
  it('when each select is changed, then only its own draft field is updated and the select shows the choice', async () => {
    const patches: CampaignDraftPatch[] = [];
    renderWizard(<Harness onUpdate={(p) => patches.push(p)} />);
    await userEvent.selectOptions(screen.getByLabelText('Gender'), 'Female');
    await userEvent.selectOptions(screen.getByLabelText('Device Type'), 'Feature Phone');
    await userEvent.selectOptions(screen.getByLabelText('Value Tier'), 'Gold');
    expect(patches).toEqual([{ gender: 'female' }, { deviceType: 'nonSmartphone' }, { valueTier: 'gold' }]);
    expect(screen.getByLabelText('Gender')).toHaveValue('female');
    expect(screen.getByLabelText('Device Type')).toHaveValue('nonSmartphone');
  });
});
