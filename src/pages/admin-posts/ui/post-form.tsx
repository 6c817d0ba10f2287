import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { css } from 'styled-system/css';
import {
  adminPostQueries,
  createPost,
  POST_AUDIENCE_KINDS,
  POST_AUDIENCE_LABELS,
  POST_STATUS_LABELS,
  POST_STATUSES,
  updatePost,
  type Post,
} from '@/entities/post';
import { Button, FormMessage, formStyles, SelectField, TextareaField, TextField, errorMessageOf, FormActions, useSchemaForm } from '@/shared/ui';
import { Markdown } from '@/shared/ui/markdown';
import { audienceOptionQueries, type AudienceOption } from '../api/audience-options';
import { postFormDefaults, postFormSchema, postPayloadOf, TAG_MAX } from '../model/post-form-schema';

const STATUS_OPTIONS = POST_STATUSES.map((status) => ({ value: status, label: POST_STATUS_LABELS[status] }));

const styles = {
  bodyHeader: css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: '2' }),
  bodyLabel: css({ textStyle: 'sm', fontWeight: 'medium' }),
  toggle: css({ display: 'inline-flex', gap: '1', p: '1', borderRadius: 'control', bg: 'bg.subtle' }),
  preview: css({ minH: '48', p: '4', borderRadius: 'control', borderWidth: '1px', borderStyle: 'solid', borderColor: 'border.default', minW: '0' }),
  empty: css({ color: 'fg.muted', textStyle: 'sm' }),
  textarea: css({ fontFamily: 'mono', minH: '64' }),
};

/**
 * The choices of a list or segment select, or why there are none. The post's own list or segment
 * stays a choice when the names cannot be loaded, so editing the rest of it still works.
 */
function choices(query: { data?: AudienceOption[]; isPending: boolean; isError: boolean }, loading: string, current: string | null | undefined, currentLabel: string) {
  if (query.isPending) return { options: [{ value: current ?? '', label: loading }], unavailable: false };
  if (query.isError || !query.data) return { options: current ? [{ value: current, label: currentLabel }] : [], unavailable: !current };
  return { options: [{ value: '', label: 'Choose…' }, ...query.data], unavailable: false };
}

export interface PostFormProps {
  /** The post being edited; a new post when absent. */
  post?: Post;
  onSaved: (post: Post) => void;
}

/** Title, slug, excerpt, Markdown body (write or preview), tags, audience, status and time. */
export function PostForm({ post, onSaved }: PostFormProps) {
  const queryClient = useQueryClient();
  const [mode, setMode] = useState<'write' | 'preview'>('write');
  const [failure, setFailure] = useState<string | null>(null);
  const lists = useQuery(audienceOptionQueries.lists());
  const segments = useQuery(audienceOptionQueries.segments());
  const save = useMutation({
    mutationFn: (body: ReturnType<typeof postPayloadOf>) => (post ? updatePost(post._id, body) : createPost(body)),
  });
  const [form, fields] = useSchemaForm({
    id: post ? `admin-post-${post._id}` : 'admin-post-new',
    defaultValue: postFormDefaults(post),
    schema: postFormSchema,
    validateOn: 'blur',
    async onValid(value) {
      setFailure(null);
      try {
        const saved = await save.mutateAsync(postPayloadOf(value, post));
        queryClient.setQueryData(adminPostQueries.detail(saved._id).queryKey, saved);
        await queryClient.invalidateQueries({ queryKey: adminPostQueries.all() });
        onSaved(saved);
      } catch (error) {
        setFailure(errorMessageOf(error));
      }
    },
  });

  const listChoices = choices(lists, 'Loading email lists…', post?.audience.listId, 'The list chosen before');
  const segmentChoices = choices(segments, 'Loading segments…', post?.audience.segmentId, 'The segment chosen before');
  const audienceOptions = POST_AUDIENCE_KINDS.map((kind) => ({
    value: kind,
    label: POST_AUDIENCE_LABELS[kind],
    disabled: (kind === 'list' && listChoices.unavailable) || (kind === 'segment' && segmentChoices.unavailable),
  }));
  const someUnavailable = lists.isError || segments.isError;
  const kind = fields.audienceKind.value;
  const body = fields.body.value ?? '';
  // A body with an error is shown to be fixed, whatever the toggle says.
  const writing = mode === 'write' || Boolean(fields.body.errors?.length);

  return (
    <form id={form.id} onSubmit={form.onSubmit} noValidate className={formStyles.form} aria-label={post ? 'Edit post' : 'New post'}>
      <FormMessage tone="error" id={form.errorId}>
        {failure}
      </FormMessage>
      <TextField field={fields.title} label="Title" required autoComplete="off" />
      <div className={formStyles.row}>
        <TextField
          field={fields.slug}
          label="Slug"
          autoComplete="off"
          helperText={post ? 'Left blank, the post keeps its slug.' : 'Left blank, it is made from the title.'}
        />
        <TextField field={fields.tags} label="Tags" autoComplete="off" helperText={`Separated by commas, at most ${TAG_MAX}.`} />
      </div>
      <TextareaField field={fields.excerpt} label="Excerpt" rows={2} helperText="A sentence or two shown in lists and on the dashboard." />
      <div className={styles.bodyHeader}>
        <span className={styles.bodyLabel}>Body</span>
        <div className={styles.toggle} role="group" aria-label="Body view">
          <Button size="sm" variant={writing ? 'solid' : 'ghost'} aria-pressed={writing} onClick={() => setMode('write')}>
            Write
          </Button>
          <Button size="sm" variant={writing ? 'ghost' : 'solid'} aria-pressed={!writing} onClick={() => setMode('preview')}>
            Preview
          </Button>
        </div>
      </div>
      <div hidden={!writing}>
        <TextareaField
          field={fields.body}
          label="Body (Markdown)"
          required
          rows={14}
          className={styles.textarea}
          helperText="Markdown: # heading, **bold**, *italic*, - list, [link](https://…), > quote. HTML is shown as text."
        />
      </div>
      {!writing && (
        <section className={styles.preview} aria-label="Preview">
          {body.trim() ? <Markdown text={body} /> : <p className={styles.empty}>Nothing to preview yet.</p>}
        </section>
      )}
      <div className={formStyles.row}>
        <SelectField
          field={fields.audienceKind}
          label="Audience"
          required
          options={audienceOptions}
          helperText={someUnavailable ? 'Email lists and segments cannot be loaded right now, so they cannot be chosen.' : undefined}
        />
        {kind === 'list' && <SelectField field={fields.listId} label="Email list" required options={listChoices.options} />}
        {kind === 'segment' && <SelectField field={fields.segmentId} label="Segment" required options={segmentChoices.options} />}
      </div>
      <div className={formStyles.row}>
        <SelectField field={fields.status} label="Status" required options={STATUS_OPTIONS} />
        <TextField
          field={fields.publishedAt}
          label="Publication time"
          type="datetime-local"
          helperText="Left blank, a published post is dated when it is published."
        />
      </div>
      <FormActions confirmLabel={post ? 'Save changes' : 'Create post'} busy={save.isPending} sticky />
    </form>
  );
}
