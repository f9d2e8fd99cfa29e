import { useState } from 'react';
import { CampaignResponse, type AddedCreativeResponse } from '@rbt/contracts';
import { ResponseOffer } from '../../WizardPage/CreativeStep/ResponseOffer/ResponseOffer';

/**
 * A new ad's press-1 response (docs/creatives.md "Each ad's press-1 response"): its own, none, or the campaign's,
 * which is preselected when the campaign has one. `body` says the choice outright, never leaving it to null's
 * reading; `ok` is false for an SMS text the service would refuse (empty, longer than one SMS), shown by the field.
 */
export function useAdResponse(campaignResponse: CampaignResponse | null) {
  const [response, setResponse] = useState<CampaignResponse | null>(null);
  const [sameAsCampaign, setSameAsCampaign] = useState(campaignResponse !== null);
  const inherits = sameAsCampaign && campaignResponse !== null;
  const body: AddedCreativeResponse = inherits ? { kind: 'campaign' } : (response ?? { kind: 'none' });
  const ok = inherits || response === null || CampaignResponse.safeParse(response).success;
  const field = (
    <ResponseOffer
      value={response}
      onChange={(r) => {
        setSameAsCampaign(false);
        setResponse(r);
      }}
      sameAsCampaign={
        campaignResponse
          ? { response: campaignResponse, selected: inherits, onSelect: () => setSameAsCampaign(true) }
          : undefined
      }
    />
  );
  return { body, ok, field };
}
