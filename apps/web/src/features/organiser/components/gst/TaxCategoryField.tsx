import { TAX_CATEGORIES, type TTaxCategory } from '@engagex/contracts';
import { Field, selectClasses } from '@/ui/fields';
import { t } from '../../messages';

/*
 * How admission to an event is taxed (decision 079): the row of the tax table its tickets fall under, chosen by its
 * organiser. The rate itself is fixed at each sale, so a change reaches only the tickets sold after it. Changes when
 * the tax table gains an admission category.
 */
export function TaxCategoryField({
  value,
  error,
  onValueChange,
}: {
  value: TTaxCategory;
  error?: string | undefined;
  onValueChange: (value: TTaxCategory) => void;
}) {
  return (
    <Field label={t('invoices.taxCategory.label')} error={error} hint={t('invoices.taxCategory.hint')}>
      {(props) => (
        <select
          {...props}
          className={selectClasses}
          value={value}
          onChange={(e) => onValueChange(e.target.value as TTaxCategory)}
        >
          {TAX_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {t(`invoices.taxCategory.${category}`)}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
