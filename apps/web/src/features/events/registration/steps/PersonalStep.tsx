import { useFormContext } from 'react-hook-form';
import { messageAt } from '@/lib/form';
import { FormDateField } from '@/ui/FormDateField';
import { InputField } from '@/ui/fields';
import type { RegistrationValues } from '../form';
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
        label="Full name"
        autoComplete="name"
        maxLength={100}
        className="sm:col-span-2"
        {...field('fullName')}
      />
      <FormDateField
        control={control}
        name="personalDetails.dateOfBirth"
        label="Date of birth"
        max={today()}
        error={messageAt(formState.errors, 'personalDetails.dateOfBirth')}
        hint="Contestants are 5 to 100 years old."
      />
      <InputField
        label="Mobile number"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder="98765 43210"
        maxLength={16}
        hint="An Indian mobile number; +91 is optional."
        {...field('phone')}
      />
      <InputField label="Email" type="email" autoComplete="email" maxLength={254} {...field('email')} />
      <InputField label="City" autoComplete="address-level2" maxLength={80} {...field('city')} />
      <InputField
        label="Parent or guardian"
        optional
        autoComplete="off"
        maxLength={100}
        className="sm:col-span-2"
        hint="For contestants under 18."
        {...field('guardianName')}
      />
    </div>
  );
}
