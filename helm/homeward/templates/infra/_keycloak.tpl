{{- /* The optional Keycloak (keycloak.enabled): its names, and identity's variables for it as a sign-in provider. */ -}}
{{- define "homeward.keycloak.host" -}}{{ include "homeward.fullname" . }}-keycloak{{- end -}}

{{- define "homeward.keycloak.secretName" -}}
{{- .Values.keycloak.existingSecret | default (printf "%s-keycloak" (include "homeward.fullname" .)) -}}
{{- end -}}

{{- /* The realm's issuer as browsers and identity both reach it (keycloak.publicUrl, e.g. an ingress host). */ -}}
{{- define "homeward.keycloak.issuer" -}}
{{- printf "%s/realms/%s" (required "keycloak.publicUrl is required with keycloak.enabled (where browsers and identity reach Keycloak)" .Values.keycloak.publicUrl | trimSuffix "/") .Values.keycloak.realm -}}
{{- end -}}

{{- define "homeward.keycloak.redirectUri" -}}
{{- printf "%s/api/auth/oidc/keycloak/callback" (.Values.appBaseUrl | trimSuffix "/") -}}
{{- end -}}

{{- /* identity's env entries (a Deployment's `env:` list): the provider "keycloak", its secret from the Secret. */ -}}
{{- define "homeward.keycloak.identityEnv" -}}
- { name: OIDC_PROVIDERS, value: keycloak }
- { name: OIDC_KEYCLOAK_ISSUER, value: {{ include "homeward.keycloak.issuer" . | quote }} }
- { name: OIDC_KEYCLOAK_CLIENT_ID, value: {{ .Values.keycloak.clientId | quote }} }
- { name: OIDC_KEYCLOAK_DISPLAY_NAME, value: {{ .Values.keycloak.displayName | quote }} }
- { name: OIDC_KEYCLOAK_REDIRECT_URI, value: {{ include "homeward.keycloak.redirectUri" . | quote }} }
- name: OIDC_KEYCLOAK_CLIENT_SECRET
  valueFrom:
    secretKeyRef:
      name: {{ include "homeward.keycloak.secretName" . }}
      key: CLIENT_SECRET
{{- end -}}
