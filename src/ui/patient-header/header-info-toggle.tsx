/**
 * The header-information toggle of a module's patient header (spec 000 §2, spec 001 §2 "an optional
 * header-information block"): shows or hides the facts, announced as expanding the block it controls.
 * It keeps its width beside the patient's name (which wraps instead): a Button's label does not wrap, so a
 * squeezed one was cut, as at 768 px with the wide sidebar.
 */
import { Button } from '@mantine/core';
import { headerToggleText } from '../../i18n/psychology-view';

export function HeaderInfoToggle({
  visible,
  controls,
  onChange,
}: {
  visible: boolean;
  /** The id of the facts block. */
  controls: string;
  onChange: (visible: boolean) => void;
}) {
  return (
    <Button
      variant="subtle"
      mih={44}
      flex="none"
      aria-expanded={visible}
      aria-controls={controls}
      onClick={() => onChange(!visible)}
    >
      {visible ? headerToggleText.hide : headerToggleText.show}
    </Button>
  );
}
