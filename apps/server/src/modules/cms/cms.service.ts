import {
  CMS_PAGE_NOT_FOUND_MESSAGE,
  type TCmsLink,
  type TCmsPageDetail,
  type TCmsType,
} from '@casino/contracts';
import type { TClock } from '#src/lib/clock';
import { notFound } from '#src/lib/errors';
import type { TUnitOfWork } from '#src/lib/unit-of-work';
import type { TAuditActor, TAuditService } from '#src/modules/audit/audit.service';
import type { TCmsPageRow, TCmsRepository } from '#src/modules/cms/cms.repository';
import { sanitiseHtml } from '#src/modules/cms/sanitise-html';

function toLink(row: TCmsPageRow): TCmsLink {
  return {
    cmsPageId: row.id,
    title: { EN: row.titleEn },
    slug: row.slug,
    cmsType: row.cmsType as TCmsType,
    targetUrl: row.targetUrl,
    showInMenu: row.showInMenu,
  };
}

/** CMS links and pages; content is sanitised on every write, so reads serve it as stored. */
export function createCmsService(deps: {
  repository: TCmsRepository;
  clock: TClock;
  inTransaction: TUnitOfWork<TCmsRepository>;
  audit: Pick<TAuditService, 'record'>;
}) {
  const { repository } = deps;
  return {
    async listLinks(): Promise<TCmsLink[]> {
      return (await repository.listActive()).map(toLink);
    },

    /** Raises: NotFoundError ('CMS page not found') for an unknown or inactive slug. */
    async getPage(slug: string): Promise<TCmsPageDetail> {
      const row = await repository.findActiveBySlug(slug);
      if (!row) throw notFound(CMS_PAGE_NOT_FOUND_MESSAGE);
      return {
        ...toLink(row),
        content: { EN: row.contentEn },
        updatedAt: row.updatedAt.toISOString(),
      };
    },

    /**
     * Operator edit, audited in the same transaction; the HTML is sanitised first.
     * Raises: NotFoundError ('CMS page not found').
     */
    async updateContent(
      slug: string,
      html: string,
      titleEn: string | undefined,
      actor: TAuditActor,
    ): Promise<void> {
      const patch = { contentEn: sanitiseHtml(html), ...(titleEn ? { titleEn } : {}) };
      await deps.inTransaction(async (pagesInTx, tx) => {
        const before = await pagesInTx.findBySlug(slug);
        if (!before) throw notFound(CMS_PAGE_NOT_FOUND_MESSAGE);
        await pagesInTx.updateContent(slug, patch, deps.clock.now());
        await deps.audit.record(tx, {
          actor,
          action: 'cms.page_update',
          target: { type: 'cms_page', id: slug },
          before: { titleEn: before.titleEn, contentEn: before.contentEn },
          after: { titleEn: patch.titleEn ?? before.titleEn, contentEn: patch.contentEn },
        });
      });
    },
  };
}
export type TCmsService = ReturnType<typeof createCmsService>;
