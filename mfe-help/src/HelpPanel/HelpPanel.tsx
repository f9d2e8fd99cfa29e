import { useState } from 'react';
import {
  EuiBetaBadge,
  EuiFlyout,
  EuiFlyoutBody,
  EuiFlyoutHeader,
  EuiSpacer,
  EuiTab,
  EuiTabs,
  EuiTitle,
} from '@elastic/eui';
import { useWindowPath } from '@rbt/web-kit';
import { pageKeyFor } from '../page-key';
import { useWizardContext } from '../help-section';
import { QuickActions } from '../QuickActions/QuickActions';
import { HelpTab } from '../HelpTab/HelpTab';
import { AiAssist } from '../AiAssist/AiAssist';
import { useHelpT } from '../messages';

type Tab = 'quick' | 'help' | 'ai';

/** Spec §2 help side panel: Quick Actions, Help and AI Assist (Beta), following the page the user is on. */
export function HelpPanel({ onClose }: { onClose: () => void }) {
  const [tab, setTab] = useState<Tab>('quick');
  const t = useHelpT();
  const path = useWindowPath();
  const page = pageKeyFor(path);
  const [wizard, setSection] = useWizardContext(path);
  const section = page === 'campaign-wizard' ? wizard.section : null;
  return (
    <EuiFlyout onClose={onClose} ownFocus={false} size="s" aria-labelledby="help-panel-title" data-testid="help-panel">
      <EuiFlyoutHeader hasBorder>
        <EuiTitle size="s">
          <h2 id="help-panel-title">{t('help.panel.title')}</h2>
        </EuiTitle>
        <EuiSpacer size="s" />
        <EuiTabs size="s">
          <EuiTab isSelected={tab === 'quick'} onClick={() => setTab('quick')}>
            {t('help.tab.quick')}
          </EuiTab>
          <EuiTab isSelected={tab === 'help'} onClick={() => setTab('help')}>
            {t('help.tab.help')}
          </EuiTab>
          <EuiTab
            isSelected={tab === 'ai'}
            onClick={() => setTab('ai')}
            append={<EuiBetaBadge label={t('help.tab.beta')} size="s" />}
          >
            {t('help.tab.ai')}
          </EuiTab>
        </EuiTabs>
      </EuiFlyoutHeader>
      <EuiFlyoutBody>
        {tab === 'quick' && <QuickActions />}
        {tab === 'help' && <HelpTab page={page} section={section} onSection={setSection} />}
        {tab === 'ai' && (
          <AiAssist page={page} section={section} campaignId={page === 'campaign-wizard' ? wizard.campaignId : null} />
        )}
      </EuiFlyoutBody>
    </EuiFlyout>
  );
}
