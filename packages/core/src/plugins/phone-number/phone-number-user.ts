import type { AuthContext, User } from '../../plugin/index.js';

/** A user with the phone-number plugin's columns (null in rows written before the plugin). */
export type UserWithPhoneNumber = User & {
  phoneNumber?: string | null;
  phoneNumberVerified?: boolean | null;
};

/**
 * The user as the plugin's routes answer with it, Better Auth 1.2.7's fields and order:
 * `{ id, email, emailVerified, name, image, phoneNumber, phoneNumberVerified, createdAt,
 * updatedAt }` (dates as ISO strings on the wire).
 */
export type PhoneNumberUser = Pick<User, 'id' | 'email' | 'emailVerified' | 'name' | 'image'> & {
  phoneNumber: string | null | undefined;
  phoneNumberVerified: boolean | null | undefined;
} & Pick<User, 'createdAt' | 'updatedAt'>;

/** `user` reduced to {@link PhoneNumberUser}. */
export function answerUser(user: UserWithPhoneNumber): PhoneNumberUser {
  return {
    id: user.id,
    email: user.email,
    emailVerified: user.emailVerified,
    name: user.name,
    image: user.image,
    phoneNumber: user.phoneNumber,
    phoneNumberVerified: user.phoneNumberVerified,
    createdAt: user.createdAt,
    updatedAt: user.updatedAt,
  };
}

/** The user holding `phoneNumber` (compared exactly, as stored), or null. One indexed read. */
export function findUserByPhoneNumber(
  context: AuthContext,
  phoneNumber: string,
): Promise<UserWithPhoneNumber | null> {
  return context.adapter.findOne<UserWithPhoneNumber>({
    model: 'user',
    where: [{ field: 'phoneNumber', value: phoneNumber }],
  });
}
