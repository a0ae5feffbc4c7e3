import { useState } from 'react';
import { Form } from 'antd';
import { SmsVerifiedFields } from './SmsVerifiedFields';

/** A logged-in member applying with their own phone needs no code; anyone else proves the phone. */
export const needsApplicationCode = (ownPhone: string | null, phone: string | undefined) => !(ownPhone && phone === ownPhone);

/**
 * The slider and SMS code (scene LEAD) of an application form (cooperation, franchise, merchant
 * services), shown while the phone typed is not the member's own. Place it after the `phone` field
 * of an antd Form; the code goes in `identifyingCode`.
 */
export function ApplicationCodeFields({ ownPhone }: { ownPhone: string | null }) {
  const phone = (Form.useWatch('phone') as string | undefined) ?? '';
  const [codeSent, setCodeSent] = useState(false);
  if (!needsApplicationCode(ownPhone, phone)) return null;
  return (
    <SmsVerifiedFields
      phone={phone}
      scene="LEAD"
      codeName="identifyingCode"
      codeSent={codeSent}
      onSent={() => setCodeSent(true)}
      requireSentCode
      sliderName="codeSlider"
    />
  );
}

/** The submitted values with the code only where it is needed. */
export function withApplicationCode<V extends { phone?: unknown; identifyingCode?: string }>(v: V, ownPhone: string | null): V {
  return { ...v, identifyingCode: needsApplicationCode(ownPhone, String(v.phone ?? '')) ? v.identifyingCode : undefined };
}
