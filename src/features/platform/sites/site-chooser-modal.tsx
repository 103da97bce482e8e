import { Button, Modal, Stack } from '@mantine/core';
import { setCurrentSite, useSession } from '../../../api/session';
import { siteText } from '../../../i18n/platform';
import { notifySuccess } from '../../../ui/notifications/notify';

export interface SiteChooserModalProps {
  /** Whether the modal shows. */
  opened: boolean;
  /** Called after a pick, and on close when `closable`. */
  onClose: () => void;
  /** False while the user has no current site: a site must be chosen before anything else. */
  closable: boolean;
}

/**
 * "¿En qué sede estás?" (spec 000 §2 Site chooser): one button per site of the user; picking one makes it
 * the current site and says "Seleccion {site name} exitosa!".
 */
export function SiteChooserModal({ opened, onClose, closable }: SiteChooserModalProps) {
  const { user, currentSite } = useSession();
  const sites = user?.sede ?? [];

  const choose = (id: number, name: string) => {
    setCurrentSite(id);
    notifySuccess(siteText.selected(name));
    onClose();
  };

  return (
    <Modal
      opened={opened && user !== null}
      onClose={onClose}
      title={siteText.chooserTitle}
      centered
      withCloseButton={closable}
      closeOnClickOutside={closable}
      closeOnEscape={closable}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <Stack gap="sm">
        {sites.map((site) => (
          <Button
            key={site.id}
            size="lg"
            mih={48}
            fullWidth
            variant={site.id === currentSite ? 'filled' : 'light'}
            aria-pressed={site.id === currentSite}
            onClick={() => choose(site.id, site.name)}
          >
            {site.name}
          </Button>
        ))}
      </Stack>
    </Modal>
  );
}
