/**
 * A working module's patient header (the psychology and social-work views): the patient's header with the
 * header-information toggle beside the name, the toggle controlling the facts block (spec 000 §2, spec 001
 * §2). Whether the facts show is one setting for every module (the caller's store keeps it), so both views
 * pass it in. Every other prop goes to `PatientHeader` as it is, so what the header's data area gains, a
 * module passes through here unchanged.
 */
import { useId } from 'react';
import { HeaderInfoToggle } from './header-info-toggle';
import { PatientHeader, type PatientHeaderProps } from './patient-header';

export type ModulePatientHeaderProps = Omit<PatientHeaderProps, 'actions' | 'collapsed' | 'factsId'> & {
  /** The header-information toggle: whether the facts show. */
  infoVisible: boolean;
  onInfoVisibleChange: (visible: boolean) => void;
};

export function ModulePatientHeader({
  infoVisible,
  onInfoVisibleChange,
  ...header
}: ModulePatientHeaderProps) {
  const factsId = useId();
  return (
    <PatientHeader
      {...header}
      collapsed={!infoVisible}
      factsId={factsId}
      actions={<HeaderInfoToggle visible={infoVisible} controls={factsId} onChange={onInfoVisibleChange} />}
    />
  );
}
