import { forwardRef } from 'react';
import { NativeSelect, type NativeSelectProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SECURITY_QUESTION_IDS } from '@pensia/domain/user/user.schema';

/** Choice of one of the security questions (ids 1..5); the empty first option means "not chosen yet". */
export const SecurityQuestionSelect = forwardRef<HTMLSelectElement, Omit<NativeSelectProps, 'data' | 'label'>>(
  function SecurityQuestionSelect(props, ref) {
    const { t } = useTranslation('auth');
    const data = [
      { value: '', label: t('fields.securityQuestionPlaceholder') },
      ...SECURITY_QUESTION_IDS.map((id) => ({ value: String(id), label: t(`securityQuestions.q${id}`) })),
    ];
    return <NativeSelect ref={ref} label={t('fields.securityQuestion')} data={data} {...props} />;
  },
);
