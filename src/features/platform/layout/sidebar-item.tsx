import { Tooltip, UnstyledButton } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import classes from './app-layout.module.css';

interface BaseProps {
  /** The item's icon, always shown. */
  icon: ReactNode;
  /** The item's text: shown when wide; a tooltip and the accessible name when narrow. */
  label: string;
  /** Second line under the label (wide only), e.g. "Proxímamente". */
  description?: string;
  /** Narrow sidebar: icon only. */
  collapsed: boolean;
  /** Greyed and not operable. */
  disabled?: boolean;
  /** Marks the current page. */
  active?: boolean;
  /** The label may take two lines (a patient's full name) instead of one cut with an ellipsis. */
  wrap?: boolean;
}

/** One of: an in-app route, an external page in a new tab, or an action. */
export type SidebarItemProps = BaseProps &
  (
    | { to: '/' | '/prepare-visits'; href?: never; onClick?: never }
    | { href: string; to?: never; onClick?: never }
    | { onClick?: () => void; to?: never; href?: never }
  );

/** A row of the sidebar: at least 44 px high, reachable by keyboard, with a tooltip when narrow. */
export function SidebarItem(props: SidebarItemProps) {
  const { icon, label, description, collapsed, disabled, active, wrap } = props;
  const content = (
    <>
      <span className={classes.itemIcon}>{icon}</span>
      {!collapsed && (
        <span className={classes.itemText}>
          <span className={classes.itemLabel} data-wrap={wrap || undefined}>
            {label}
          </span>
          {description && <span className={classes.itemDescription}>{description}</span>}
        </span>
      )}
    </>
  );
  const common = {
    className: classes.item,
    'data-active': active || undefined,
    'data-collapsed': collapsed || undefined,
    'aria-label': collapsed ? (description ? `${label} (${description})` : label) : undefined,
    'aria-current': active ? ('page' as const) : undefined,
  };

  let item: ReactNode;
  if (props.to !== undefined) {
    item = (
      <UnstyledButton {...common} renderRoot={(rootProps) => <Link to={props.to} {...rootProps} />}>
        {content}
      </UnstyledButton>
    );
  } else if (props.href !== undefined) {
    item = (
      <UnstyledButton {...common} component="a" href={props.href} target="_blank" rel="noopener noreferrer">
        {content}
      </UnstyledButton>
    );
  } else {
    item = (
      <UnstyledButton
        {...common}
        type="button"
        onClick={props.onClick}
        disabled={disabled}
        data-disabled={disabled || undefined}
      >
        {content}
      </UnstyledButton>
    );
  }

  if (!collapsed) return item;
  return (
    <Tooltip label={description ? `${label} · ${description}` : label} position="right" withArrow>
      {/* A wrapper, so the tooltip also shows for a disabled button (which gets no pointer events). */}
      <div className={classes.tooltipTarget}>{item}</div>
    </Tooltip>
  );
}
