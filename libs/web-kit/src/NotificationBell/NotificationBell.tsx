import { useState } from 'react';
import {
  EuiButtonEmpty,
  EuiHeaderSectionItemButton,
  EuiIcon,
  EuiLink,
  EuiNotificationBadge,
  EuiPopover,
  EuiPopoverFooter,
  EuiPopoverTitle,
  EuiSpacer,
  EuiText,
} from '@elastic/eui';
import { useNavigate } from 'react-router-dom';
import type { Notification } from '@rbt/contracts';
import { formatKarachiDateTime } from '../format';
import { useMarkRead, useNotifications } from '../notifications-api';
import { useKitT } from '../i18n/use-t';
import { useNotificationWords } from './notification-words';

function Item({ n, open }: { n: Notification; open(n: Notification): void }) {
  const words = useNotificationWords();
  const text = words.sentence(n);
  return (
    <li data-testid="notification" data-read={n.read} style={{ padding: '8px 0', borderBottom: '1px solid #eee' }}>
      <EuiLink onClick={() => open(n)} color={n.read ? 'text' : 'primary'}>
        {n.read ? text : <strong>{text}</strong>}
      </EuiLink>
      {words.holdDetails(n).map((line) => (
        <EuiText size="xs" key={line}>
          <p>{line}</p>
        </EuiText>
      ))}
      <EuiText size="xs" color="subdued">
        <p>{formatKarachiDateTime(n.at)}</p>
      </EuiText>
    </li>
  );
}

/** The header's bell: unread count, the latest ten, each opening its campaign; read on open, or all at once. */
export function NotificationBell({ signedIn }: { signedIn: boolean }) {
  const [open, setOpen] = useState(false);
  const t = useKitT();
  const navigate = useNavigate();
  const list = useNotifications(signedIn);
  const mark = useMarkRead();
  const unread = list.data?.unreadCount ?? 0;
  const items = list.data?.items ?? [];
  const openOne = (n: Notification) => {
    if (!n.read) mark.mutate(n.id);
    setOpen(false);
    navigate(`/campaigns/${n.campaignId}`);
  };
  const button = (
    <EuiHeaderSectionItemButton
      aria-label={t('kit.bell.label', { unread })}
      data-testid="notification-bell"
      notification={
        unread ? (
          <EuiNotificationBadge data-testid="unread-count">
            {unread > 99 ? t('kit.bell.many') : unread}
          </EuiNotificationBadge>
        ) : undefined
      }
      onClick={() => setOpen((o) => !o)}
    >
      <EuiIcon type="bell" />
    </EuiHeaderSectionItemButton>
  );
  return (
    <EuiPopover
      button={button}
      isOpen={open}
      closePopover={() => setOpen(false)}
      anchorPosition="downRight"
      panelPaddingSize="s"
    >
      <EuiPopoverTitle>{t('kit.bell.title')}</EuiPopoverTitle>
      <div style={{ width: 'min(340px, 85vw)', maxHeight: 360, overflowY: 'auto' }} data-testid="notification-list">
        {list.isError ? (
          <EuiText size="s">
            <p>{t('kit.bell.failed')}</p>
          </EuiText>
        ) : null}
        {!list.isError && items.length === 0 ? (
          <EuiText size="s" color="subdued">
            <p>{t('kit.bell.empty')}</p>
          </EuiText>
        ) : (
          <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {items.map((n) => (
              <Item key={n.id} n={n} open={openOne} />
            ))}
          </ul>
        )}
      </div>
      <EuiSpacer size="xs" />
      <EuiPopoverFooter paddingSize="s">
        <EuiButtonEmpty
          size="s"
          onClick={() => mark.mutate(undefined)}
          isDisabled={unread === 0}
          isLoading={mark.isPending}
        >
          {t('kit.bell.markAll')}
        </EuiButtonEmpty>
      </EuiPopoverFooter>
    </EuiPopover>
  );
}
