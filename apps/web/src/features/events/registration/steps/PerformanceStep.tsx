import type { TContestantPricing } from '@engagex/contracts';
import { UserRound, Users } from 'lucide-react';
import { useFormContext, useWatch } from 'react-hook-form';
import { messageAt } from '@/lib/form';
import { ChoiceCard } from '@/ui/ChoiceCard';
import { Field, InputField, Select, TextArea } from '@/ui/fields';
import { formatCredits } from '../../format';
import { CATEGORIES, newMember, type RegistrationValues } from '../form';
import { CATEGORY_LABEL } from './labels';

export function PerformanceStep({ pricing }: { pricing: TContestantPricing }) {
  const { register, formState, setValue, getValues, control } = useFormContext<RegistrationValues>();
  const [isGroup, description] = useWatch({
    control,
    name: ['isGroupPerformance', 'performance.description'],
  });
  const field = (name: 'title' | 'category' | 'durationMinutes' | 'language' | 'description') => {
    const path = `performance.${name}` as const;
    return { ...register(path), error: messageAt(formState.errors, path) };
  };
  const setGroup = (group: boolean) => {
    setValue('isGroupPerformance', group);
    // A group starts with one more member to fill in.
    if (group && getValues('additionalContestants').length === 0) {
      setValue('additionalContestants', [newMember()]);
    }
  };
  const { error: categoryError, ...category } = field('category');
  const { error: descriptionError, ...about } = field('description');
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <InputField
        label="Title of the act"
        maxLength={120}
        className="sm:col-span-2"
        placeholder="For example: Raga Yaman, alaap and drut"
        {...field('title')}
      />
      <Field label="Category" error={categoryError}>
        {(control) => (
          <Select {...control} {...category}>
            <option value="">Choose a category</option>
            {CATEGORIES.map((name) => (
              <option key={name} value={name}>
                {CATEGORY_LABEL[name]}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <InputField
        label="Duration (minutes)"
        type="number"
        inputMode="numeric"
        min={1}
        max={30}
        step={1}
        hint="1 to 30 minutes on stage."
        {...field('durationMinutes')}
      />
      <InputField
        label="Language"
        optional
        maxLength={40}
        placeholder="Hindi, Bengali, none…"
        {...field('language')}
      />
      <Field
        label="About the act"
        className="sm:col-span-2"
        error={descriptionError}
        hint={`${description.trim().length} of 1000 characters (at least 10).`}
      >
        {(control) => (
          <TextArea
            {...control}
            {...about}
            rows={4}
            maxLength={1000}
            placeholder="What you will perform and anything the jury should know."
          />
        )}
      </Field>
      {pricing.maxGroupSize > 1 && (
        <fieldset className="sm:col-span-2">
          <legend className="mb-2 text-sm font-medium text-ink">Who performs?</legend>
          <div className="grid gap-3 sm:grid-cols-2">
            <ChoiceCard
              name="performer"
              checked={!isGroup}
              onSelect={() => setGroup(false)}
              icon={<UserRound className="size-5" />}
              title="Solo"
              detail={`Entry fee ${formatCredits(pricing.baseFeeCredits)}`}
            />
            <ChoiceCard
              name="performer"
              checked={isGroup}
              onSelect={() => setGroup(true)}
              icon={<Users className="size-5" />}
              title={`Group of up to ${pricing.maxGroupSize}`}
              detail={
                pricing.perAdditionalContestantCredits > 0
                  ? `+${formatCredits(pricing.perAdditionalContestantCredits)} per extra member`
                  : 'No extra fee per member'
              }
            />
          </div>
        </fieldset>
      )}
    </div>
  );
}
