import { useFormContext } from 'react-hook-form';
import { messageAt } from '@/lib/form';
import { FormDateField } from '@/ui/FormDateField';
import { InputField } from '@/ui/fields';
import type { RegistrationValues } from '../form';
import { t } from '../messages';
import { today } from './labels';

type PersonalField = keyof RegistrationValues['personalDetails'];

export function PersonalStep() {
  const { register, formState, control } = useFormContext<RegistrationValues>();
  const field = (name: PersonalField) => {
    const path = `personalDetails.${name}` as const;
    return { ...register(path), error: messageAt(formState.errors, path) };
  };
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <InputField
        label={t('field.fullName')}
        autoComplete="name"
        maxLength={100}
        className="sm:col-span-2"
        {...field('fullName')}
      />
      <FormDateField
        control={control}
        name="personalDetails.dateOfBirth"
        label={t('field.dateOfBirth')}
        max={today()}
        error={messageAt(formState.errors, 'personalDetails.dateOfBirth')}
        hint={t('personal.ageHint')}
      />
      <InputField
        label={t('personal.mobile')}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder="98765 43210"
        maxLength={16}
        hint={t('personal.mobileHint')}
        {...field('phone')}
      />
      <InputField
        label={t('personal.email')}
        type="email"
        autoComplete="email"
        maxLength={254}
        {...field('email')}
      />
      <InputField
        label={t('personal.city')}
        autoComplete="address-level2"
        maxLength={80}
        {...field('city')}
      />
      <InputField
        label={t('personal.guardian')}
        optional
        autoComplete="off"
        maxLength={100}
        className="sm:col-span-2"
        hint={t('personal.guardianHint')}
        {...field('guardianName')}
      />
    </div>
  );
}
