import { useMemo } from "react";
import { useWatch } from "react-hook-form";
import { profileUpdateSchema, RULE_MESSAGES, type User } from "@soundship/shared";
import type { z } from "zod";
import { FormAlert } from "@/components/form-alert";
import { fieldsOf, Form, formRefusal, showRefusal, SubmitButton, useSchemaForm } from "@/components/form";
import { ListInput, TextInput } from "@/components/form-inputs";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { refusalMessage } from "@/lib/sdk/errors";
import { toast } from "@/lib/ui/toast";
import { nextTimezoneChange, useUpdateProfile } from "../api/update-profile";
import { formatInZone, timeNowIn, timeZoneOptions } from "../time-zones";
import { AvatarField } from "./avatar-field";

/** The profile fields this card edits, both required here (the server takes each on its own). */
const profileFormSchema = profileUpdateSchema.pick({ full_name: true, timezone: true }).required();
type ProfileForm = z.input<typeof profileFormSchema>;
const ProfileField = fieldsOf<ProfileForm>();

/** Name, picture and timezone: who the pilot is to others, and whose days their quests and cards follow. */
export function ProfileCard({ user }: { user: User }) {
  const update = useUpdateProfile();
  const form = useSchemaForm(profileFormSchema, { full_name: user.full_name, timezone: user.timezone });
  const zones = useMemo(() => timeZoneOptions(user.timezone), [user.timezone]);
  const chosenZone = useWatch({ control: form.control, name: "timezone" });
  const onSubmit = async (values: z.output<typeof profileFormSchema>) => {
    try {
      const saved = await update.mutateAsync(values);
      form.reset({ full_name: saved.full_name, timezone: saved.timezone });
      toast.success("Profile saved", { scope: "profile" });
    } catch (error) {
      showRefusal(form, error, refusalMessage(error, "Your profile could not be saved. Try again"));
      const next = nextTimezoneChange(error);
      if (next) form.setError("timezone", { type: "server", message: `${RULE_MESSAGES.timezoneTooSoon}. You can change it again from ${formatInZone(next, user.timezone)}` });
    }
  };
  return (
    <Card aria-labelledby="profile-title">
      <CardHeader>
        <CardTitle id="profile-title">Profile</CardTitle>
        <CardDescription>How other pilots see you, and the timezone your days and weeks follow.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        <AvatarField user={user} />
        <Form form={form} onSubmit={onSubmit} aria-label="Profile" className="flex flex-col gap-4">
          <ProfileField name="full_name" label="Display name">
            {(control) => <TextInput {...control} autoComplete="name" maxLength={80} required />}
          </ProfileField>
          <ProfileField
            name="timezone"
            label="Timezone"
            hint={`It is ${timeNowIn(chosenZone, new Date())} there now. Daily quests and your luck card reset at midnight here; it can change once every 7 days.`}
          >
            {(control) => <ListInput {...control} options={zones} />}
          </ProfileField>
          <FormAlert tone="error">{formRefusal(form)}</FormAlert>
          <SubmitButton form={form} busy="Saving..." className="self-start">
            Save profile
          </SubmitButton>
        </Form>
      </CardContent>
    </Card>
  );
}
