import { useState } from 'react';
import { EuiButton, EuiCallOut, EuiHorizontalRule, EuiSpacer, EuiText } from '@elastic/eui';
import {
  CREATIVE_STATUSES,
  isActiveCreative,
  MAX_CREATIVES,
  UNPAID_STATUSES,
  type CampaignDetail,
} from '@rbt/contracts';
import { useCampaignCreatives } from '../../../api/creatives';
import { useWizT } from '../../../messages';
import { PaidSection } from '../PaidSections';
import { AdList } from './AdList';
import { RotationForm } from './RotationForm';
import { AddAdForm } from './AddAdForm';

/**
 * A paid campaign's ads: each with its review, language, audio and turn; while the campaign may still change, more
 * ads can be added (up to the contract's maximum of active ones), added ones removed, and the rotation chosen.
 */
export function DetailsAds({ campaign }: { campaign: CampaignDetail }) {
  const t = useWizT();
  const paid = !UNPAID_STATUSES.includes(campaign.status);
  const q = useCampaignCreatives(campaign.id, paid);
  const [adding, setAdding] = useState(false);
  if (!paid) return null;
  const view = q.data;
  const canChange = CREATIVE_STATUSES.includes(campaign.status);
  const active = view?.creatives.filter(isActiveCreative) ?? [];
  const full = active.length >= MAX_CREATIVES;
  return (
    <PaidSection testId="details-ads" title={t('wiz.ads.title')}>
      <EuiText size="s" color="subdued">
        <p>{t('wiz.ads.intro', { max: MAX_CREATIVES })}</p>
      </EuiText>
      <EuiSpacer size="s" />
      {q.isError && <EuiCallOut color="danger" size="s" title={t('wiz.ads.loadFailed')} />}
      {view && <AdList campaignId={campaign.id} view={view} canChange={canChange} />}
      {view && canChange && active.length > 1 && (
        <>
          <EuiHorizontalRule margin="s" />
          {/* Read afresh after every change: adding or removing an ad may return the rotation to even. */}
          <RotationForm
            key={`${view.rotation}|${view.weights?.join() ?? ''}|${active.map((c) => c.id).join()}`}
            campaignId={campaign.id}
            view={view}
          />
        </>
      )}
      {view && canChange && (
        <>
          <EuiHorizontalRule margin="s" />
          {adding ? (
            <AddAdForm
              campaignId={campaign.id}
              campaignResponse={view.creatives.find((c) => c.primary)?.response ?? null}
              onDone={() => setAdding(false)}
            />
          ) : (
            <>
              <EuiButton size="s" iconType="plus" isDisabled={full} onClick={() => setAdding(true)}>
                {t('wiz.ads.add')}
              </EuiButton>
              {full && (
                <EuiText size="s" color="subdued" data-testid="ads-full">
                  <p>{t('wiz.ads.full', { max: MAX_CREATIVES })}</p>
                </EuiText>
              )}
            </>
          )}
        </>
      )}
    </PaidSection>
  );
}
