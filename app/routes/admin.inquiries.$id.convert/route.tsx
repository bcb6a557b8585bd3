import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useLoaderData, useParams } from "@remix-run/react";
import { CancelLink, DialogRouteError, RouteDialog } from "~/components/list/route-dialog";
import { SubmitButton } from "~/components/ui/button";
import { refuseAdminAction, runAdminAction } from "~/features/admin/admin-actions.server";
import { convertInquiry, getInquiryForConversion } from "~/models/inquiry-conversion.server";
import { seoMeta } from "~/utils/meta";
import { notFound, requireId } from "~/utils/route-params.server";
import { requireStaff } from "~/auth/session.server";

export const meta: MetaFunction = ({ matches }) => seoMeta("Convert Inquiry", "Turn an inquiry into a student account by invitation mail.", matches);

const inquiryPath = (id: number | string) => `/admin/inquiries/${id}`;

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireStaff(request);
  const inquiryId = requireId(params.id);
  const inquiry = await getInquiryForConversion(inquiryId);
  if (!inquiry) throw notFound();
  const closeTo = inquiryPath(inquiryId);
  if (inquiry.converted) throw await refuseAdminAction(closeTo, "This inquiry has been converted already.");
  return {
    closeTo,
    inquiry: { id: inquiry.id, name: inquiry.fullName, email: inquiry.email, phone: inquiry.phone, service: inquiry.serviceName },
    account: inquiry.account,
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const admin = await requireStaff(request);
  const inquiryId = requireId(params.id);
  return runAdminAction(inquiryPath(inquiryId), async () => {
    const { account, invited } = await convertInquiry({ adminId: admin.id, inquiryId });
    return invited
      ? { title: "Inquiry converted", description: `A student account for ${account.name} has been created; an invitation to choose a password is on its way to ${account.email}.` }
      : { title: "Inquiry converted", description: `${account.name} (${account.email}) already has an account: the inquiry is now linked to it, and no mail was sent.` };
  });
}

export default function ConvertInquiryDialog() {
  const { closeTo, inquiry, account } = useLoaderData<typeof loader>();
  return (
    <RouteDialog
      title="Convert to a student account?"
      description={
        account
          ? "An account with this e-mail exists already: the inquiry will be linked to it, and no mail is sent."
          : "A student account is created with the inquiry's name, e-mail and phone, and its person receives an e-mail to choose a password."
      }
      closeTo={closeTo}
    >
      <dl className="space-y-1 text-sm text-gray-700">
        <div>
          <dt className="inline font-medium">Person: </dt>
          <dd className="inline break-words">{inquiry.name}</dd>
        </div>
        <div>
          <dt className="inline font-medium">E-mail: </dt>
          <dd className="inline break-all">{inquiry.email}</dd>
        </div>
        <div>
          <dt className="inline font-medium">Phone: </dt>
          <dd className="inline">{inquiry.phone}</dd>
        </div>
        <div>
          <dt className="inline font-medium">Inquiry: </dt>
          <dd className="inline">{inquiry.service}</dd>
        </div>
        {account ? (
          <div>
            <dt className="inline font-medium">Existing account: </dt>
            <dd className="inline break-all">
              {account.name} ({account.email})
            </dd>
          </div>
        ) : null}
      </dl>
      <Form method="post" className="mt-6 flex justify-end gap-2">
        <CancelLink to={closeTo} />
        <SubmitButton pendingText="Converting...">{account ? "Link to the account" : "Create account and send invitation"}</SubmitButton>
      </Form>
    </RouteDialog>
  );
}

export function ErrorBoundary() {
  const { id } = useParams();
  return <DialogRouteError listPath={inquiryPath(id ?? "")} message="An error occurred while converting this inquiry." />;
}
