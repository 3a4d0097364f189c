// The footer of the partner and insight screens, inside their exported image.
import { styled } from "goober";
import { useI18nContext } from "../../i18n/i18n-react";
import { RouteLink } from "../navigation";

const FooterBox = styled("footer")`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 0.35rem 1.25rem;
  font-size: 0.85rem;
  padding-block: 0.5rem;
  strong {
    color: var(--p-accent);
  }
  a {
    color: inherit;
  }
`;

/** 'Powered by' … 'A product of' … with names from the brand configuration. */
export function PartnerFooter({ poweredBy, productOf }: { poweredBy: string; productOf: string }) {
  const { LL } = useI18nContext();
  return (
    <FooterBox>
      <span>
        {LL.partnerCommon.footer.poweredBy()} <strong>{poweredBy}</strong>
      </span>
      <span>
        {LL.partnerCommon.footer.productOf()} <strong>{productOf}</strong>
      </span>
      <RouteLink to="/disclaimer">{LL.common.disclaimerLink()}</RouteLink>
    </FooterBox>
  );
}
