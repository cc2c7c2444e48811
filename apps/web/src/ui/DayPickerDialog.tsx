/*
 * The date field's calendar in its dialog (decision 057), apart from the field: the dialog library and the calendar
 * load when a person first asks to pick from it, not with every page that has a date field (decision 081). It
 * changes when the way a day is picked changes.
 */
import { Calendar } from './Calendar';
import { t } from './controls/messages';
import { Modal } from './Modal';

export default function DayPickerDialog({
  open,
  onOpenChange,
  value,
  min,
  max,
  onPick,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  value: string;
  min?: string | undefined;
  max?: string | undefined;
  onPick: (day: string) => void;
}) {
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t('date.pickDay')}>
      <Calendar value={value} min={min} max={max} onPick={onPick} />
    </Modal>
  );
}
