'use client';

import type { ClientError, CreateOrganizationResult } from '@portcullis/core/client';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useClassNames } from '../forms/appearance.js';
import { FormAlert } from '../forms/FormAlert.js';
import { SubmitButton } from '../forms/SubmitButton.js';
import { useFocusAfterFailure } from '../forms/use-form-submit.js';
import { createOrganizationForm as DEFAULT_LABELS } from '../localization/en.js';
import { useLabels, useLocalization } from '../localization/use-localization.js';
import { ControlledField } from './ControlledField.js';
import { slugify } from './slugify.js';
import { cacheOf, useOrganizationClient } from './use-organization-query.js';

/**
 * The visible text of {@link CreateOrganizationForm}. Defaults: name `'Organization name'`,
 * slug `'Slug'`, slugHint `'Used in links: lowercase letters, digits and dashes.'`, submit
 * `'Create organization'`, form (the form's accessible name) `'Create an organization'`.
 */
export interface CreateOrganizationFormLabels {
  form: string;
  name: string;
  slug: string;
  slugHint: string;
  submit: string;
}

/** Props of {@link CreateOrganizationForm}. */
export interface CreateOrganizationFormProps {
  /** Runs after the organization was created (it is then the active one). */
  onSuccess?: (organization: CreateOrganizationResult) => void;
  /** Keeps the current active organization instead of switching to the new one. Default: false. */
  keepCurrentActiveOrganization?: boolean;
  /** How long to wait after typing before asking whether the slug is free, in ms. Default: 300. */
  slugCheckDelayMs?: number;
  className?: string;
  labels?: Partial<CreateOrganizationFormLabels>;
}

type Errors = { form: string | null; name?: string; slug?: string };

/**
 * Creates an organization: a name, and a slug derived from it as you type (editable; once
 * edited it stops following the name). Whether the slug is free is checked as you type, and
 * "This slug is already taken" (or 'Organization already exists' on submit) is shown beside the
 * slug field.
 * On success the form clears, the organization becomes active (unless
 * `keepCurrentActiveOrganization`) and organization hooks reload.
 *
 * DOM hooks: textboxes "Organization name" and "Slug", button "Create organization".
 *
 * @example
 * <CreateOrganizationForm onSuccess={(org) => navigate(`/org/${org.slug}`)} />
 */
export function CreateOrganizationForm(props: CreateOrganizationFormProps) {
  const cx = useClassNames();
  const { onSuccess, keepCurrentActiveOrganization, slugCheckDelayMs = 300, className } = props;
  const text = useLabels('createOrganizationForm', DEFAULT_LABELS, props.labels);
  const { errorMessage } = useLocalization();
  const client = useOrganizationClient('CreateOrganizationForm');
  const [name, setName] = useState('');
  const [slug, setSlug] = useState('');
  const [slugEdited, setSlugEdited] = useState(false);
  const [errors, setErrors] = useState<Errors>({ form: null });
  const [isSubmitting, setSubmitting] = useState(false);
  const formRef = useRef<HTMLFormElement | null>(null);
  const failed = useFocusAfterFailure(formRef);

  // Ask whether the slug is free once typing pauses; only the latest answer counts.
  useEffect(() => {
    if (!slug) return;
    let current = true;
    const timer = setTimeout(async () => {
      const result = await client.organization.checkSlug({ slug });
      if (!current) return;
      setErrors((previous) => ({
        ...previous,
        slug: result.error?.code === 'SLUG_IS_TAKEN' ? errorMessage(result.error) : undefined,
      }));
    }, slugCheckDelayMs);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [client, slug, slugCheckDelayMs, errorMessage]);

  const show = (error: ClientError) => {
    const next: Errors = { form: null };
    if (error.code === 'ORGANIZATION_ALREADY_EXISTS' || error.code === 'SLUG_IS_TAKEN') {
      next.slug = errorMessage(error);
    } else if (error.code === 'VALIDATION_ERROR' && error.details?.length) {
      for (const detail of error.details) {
        const field = detail.path.split('.')[0];
        if (field === 'name' || field === 'slug') next[field] ??= detail.message;
        else next.form ??= errorMessage(error);
      }
    } else next.form = errorMessage(error);
    setErrors(next);
    failed((['name', 'slug'] as const).filter((field) => next[field]));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSubmitting) return;
    setSubmitting(true);
    setErrors({ form: null });
    const result = await client.organization.create({
      name: name.trim(),
      slug,
      keepCurrentActiveOrganization,
    });
    setSubmitting(false);
    if (result.error) return show(result.error);
    setName('');
    setSlug('');
    setSlugEdited(false);
    await cacheOf(client).invalidate();
    onSuccess?.(result.data);
  };

  return (
    <form
      ref={formRef}
      aria-label={text.form}
      className={cx('portcullis-form', className)}
      onSubmit={(event) => void onSubmit(event)}
      noValidate
    >
      <FormAlert message={errors.form} />
      <ControlledField
        name="name"
        label={text.name}
        type="text"
        autoComplete="organization"
        value={name}
        error={errors.name}
        onChange={(value) => {
          setName(value);
          if (!slugEdited) setSlug(slugify(value));
        }}
      />
      <ControlledField
        name="slug"
        label={text.slug}
        type="text"
        value={slug}
        hint={text.slugHint}
        error={errors.slug}
        onChange={(value) => {
          setSlugEdited(true);
          setSlug(value);
        }}
      />
      <SubmitButton isSubmitting={isSubmitting}>{text.submit}</SubmitButton>
    </form>
  );
}
