import { Button, Intent } from '@blueprintjs/core';
import { StaticTag } from '../StaticTag';
import { FilterIcon } from '@blueprintjs/icons';
import { useId } from 'react';

export interface FiltersButtonProps {
  /** How many filters apply. */
  count: number;
  isOpen: boolean;
  controls: string;
  onClick: () => void;
}

/**
 * The Filters toggle with the number of filters that apply. The number is its description ("2 filters
 * applied"), so the button keeps its name, "Filters".
 */
export function FiltersButton({ count, isOpen, controls, onClick }: FiltersButtonProps) {
  const countId = useId();
  const described = count > 0 ? `${count} ${count === 1 ? 'filter' : 'filters'} applied` : undefined;
  const badge = described ? (
    <StaticTag round intent={Intent.PRIMARY} aria-hidden="true">
      {count}
    </StaticTag>
  ) : undefined;
  return (
    <>
      <Button
        icon={<FilterIcon />}
        text="Filters"
        endIcon={badge}
        aria-expanded={isOpen}
        aria-controls={controls}
        aria-describedby={described ? countId : undefined}
        onClick={onClick}
      />
      {described && (
        <span id={countId} hidden>
          {described}
        </span>
      )}
    </>
  );
}
