{{/* Release-scoped base name. */}}
{{- define "homeward.fullname" -}}
{{- if .Values.fullnameOverride -}}
{{- .Values.fullnameOverride | trunc 63 | trimSuffix "-" -}}
{{- else -}}
{{- $name := default .Chart.Name .Values.nameOverride -}}
{{- if contains $name .Release.Name -}}
{{- .Release.Name | trunc 63 | trimSuffix "-" -}}
{{- else -}}
{{- printf "%s-%s" .Release.Name $name | trunc 63 | trimSuffix "-" -}}
{{- end -}}
{{- end -}}
{{- end -}}

{{- define "homeward.labels" -}}
helm.sh/chart: {{ printf "%s-%s" .Chart.Name .Chart.Version | replace "+" "_" }}
app.kubernetes.io/part-of: homeward
app.kubernetes.io/managed-by: {{ .Release.Service }}
app.kubernetes.io/version: {{ .Chart.AppVersion | quote }}
{{- end -}}

{{/* Selector labels of one workload; call with (dict "root" $ "component" "identity"). */}}
{{- define "homeward.selectorLabels" -}}
app.kubernetes.io/name: {{ .root.Chart.Name }}
app.kubernetes.io/instance: {{ .root.Release.Name }}
app.kubernetes.io/component: {{ .component }}
{{- end -}}

{{- define "homeward.componentLabels" -}}
{{ include "homeward.labels" .root }}
{{ include "homeward.selectorLabels" . }}
{{- end -}}

{{/* Every pod of this release (used by NetworkPolicies). */}}
{{- define "homeward.releasePods" -}}
podSelector:
  matchLabels:
    app.kubernetes.io/name: {{ .Chart.Name }}
    app.kubernetes.io/instance: {{ .Release.Name }}
{{- end -}}

{{/* A component's settings: componentDefaults deep-merged with its own entry. */}}
{{- define "homeward.component" -}}
{{- $defaults := deepCopy .root.Values.componentDefaults -}}
{{- toYaml (mergeOverwrite $defaults (deepCopy .component)) -}}
{{- end -}}

{{- define "homeward.image" -}}
{{- $image := .component.image -}}
{{- $repository := $image.repository -}}
{{- with .root.Values.image.registry }}{{ $repository = printf "%s/%s" (trimSuffix "/" .) $repository }}{{ end -}}
{{- $tag := default (default .root.Chart.AppVersion .root.Values.image.tag) $image.tag -}}
{{- printf "%s:%s" $repository $tag -}}
{{- end -}}

{{- define "homeward.postgresql.host" -}}{{ include "homeward.fullname" . }}-postgresql{{- end -}}
{{- define "homeward.kafka.host" -}}{{ include "homeward.fullname" . }}-kafka{{- end -}}
{{- define "homeward.mailpit.host" -}}{{ include "homeward.fullname" . }}-mailpit{{- end -}}
{{- define "homeward.minio.host" -}}{{ include "homeward.fullname" . }}-minio{{- end -}}

{{/* The S3 endpoint the analyzer signs URLs for and the BFF's upload proxy forwards to. */}}
{{- define "homeward.objectStorage.endpoint" -}}
{{- if .Values.objectStorage.endpoint -}}
{{- .Values.objectStorage.endpoint -}}
{{- else if .Values.minio.enabled -}}
{{- printf "http://%s:9000" (include "homeward.minio.host" .) -}}
{{- else -}}
{{- fail "objectStorage.endpoint is required when minio.enabled is false" -}}
{{- end -}}
{{- end -}}

{{/* The Secret with OBJECT_STORAGE_ACCESS_KEY and OBJECT_STORAGE_SECRET_KEY: the analyzer's key, scoped to its bucket. */}}
{{- define "homeward.objectStorage.secretName" -}}
{{- default (printf "%s-object-storage" (include "homeward.fullname" .)) .Values.secrets.objectStorage.existingSecret -}}
{{- end -}}

{{/*
The in-chart PostgreSQL's password: the given one, else the live Secret's, else a random one, kept in the values for
the rest of this render so the server's Secret and every DATABASE_URL agree.
*/}}
{{- define "homeward.postgresql.password" -}}
{{- $pg := .Values.postgresql -}}
{{- if $pg.password -}}
{{- $pg.password -}}
{{- else -}}
{{- $existing := lookup "v1" "Secret" .Release.Namespace (include "homeward.postgresql.host" .) -}}
{{- if and $existing (index $existing.data "POSTGRES_PASSWORD") -}}
{{- index $existing.data "POSTGRES_PASSWORD" | b64dec -}}
{{- else -}}
{{- if not (hasKey $pg "generatedPassword") }}{{ $_ := set $pg "generatedPassword" (randAlphaNum 32) }}{{ end -}}
{{- $pg.generatedPassword -}}
{{- end -}}
{{- end -}}
{{- end -}}

{{- define "homeward.kafkaBrokers" -}}
{{- if .Values.kafka.enabled -}}
{{- printf "%s:9092" (include "homeward.kafka.host" .) -}}
{{- else -}}
{{- required "externalKafka.brokers is required when kafka.enabled is false" .Values.externalKafka.brokers -}}
{{- end -}}
{{- end -}}

{{- define "homeward.jwksUrl" -}}
{{- if .Values.jwt.jwksUrl -}}
{{- .Values.jwt.jwksUrl -}}
{{- else -}}
{{- $identity := required "components.identity is needed for the default jwt.jwksUrl" .Values.components.identity -}}
{{- printf "http://%s-identity:%v/.well-known/jwks.json" (include "homeward.fullname" .) $identity.ports.ops -}}
{{- end -}}
{{- end -}}

{{/* The Secret holding every component's DATABASE_URL (key = component name). */}}
{{- define "homeward.databaseSecretName" -}}
{{- if .Values.postgresql.enabled -}}
{{- printf "%s-database" (include "homeward.fullname" .) -}}
{{- else -}}
{{- default (printf "%s-database" (include "homeward.fullname" .)) .Values.externalDatabase.existingSecret -}}
{{- end -}}
{{- end -}}

{{/*
Secret-backed integrations: which Secret a component imports for integration `.name`, or "" when none applies
(no existing Secret and no values given, e.g. SMTP without authentication).
*/}}
{{- define "homeward.integrationSecretName" -}}
{{- $block := index .root.Values.secrets .name -}}
{{- if $block.existingSecret -}}
{{- $block.existingSecret -}}
{{- else if or (has .name (list "jwt" "session" "objectStorage" "documentStorage" "tourLinks" "notificationTokens" "clientAddress")) (include "homeward.integrationSecretData" . | trim) -}}
{{- printf "%s-%s" (include "homeward.fullname" .root) (.name | kebabcase) -}}
{{- end -}}
{{- end -}}

{{/* Key/value pairs (environment variable names) the chart's own Secret for an integration holds. */}}
{{- define "homeward.integrationSecretData" -}}
{{- $s := index .root.Values.secrets .name -}}
{{- $pairs := dict -}}
{{- if eq .name "smtp" }}{{ $pairs = dict "SMTP_USER" $s.user "SMTP_PASSWORD" $s.password }}{{ end -}}
{{- if eq .name "stripe" }}{{ $pairs = dict "STRIPE_SECRET_KEY" $s.secretKey "STRIPE_WEBHOOK_SECRET" $s.webhookSecret }}{{ end -}}
{{- if eq .name "analysis" }}{{ $pairs = dict "OPENAI_API_KEY" $s.openaiApiKey }}{{ end -}}
{{- if eq .name "posthog" }}{{ $pairs = dict "POSTHOG_API_KEY" $s.apiKey }}{{ end -}}
{{- if eq .name "googleMaps" }}{{ $pairs = dict "GOOGLE_MAPS_API_KEY" $s.apiKey }}{{ end -}}
{{- if eq .name "googleSignIn" }}{{ $pairs = dict "GOOGLE_CLIENT_SECRET" $s.clientSecret }}{{ end -}}
{{- if eq .name "rentcast" }}{{ $pairs = dict "RENTCAST_API_KEY" $s.apiKey }}{{ end -}}
{{- range $key := keys $pairs | sortAlpha }}
{{- with index $pairs $key }}
{{ $key }}: {{ . | b64enc | quote }}
{{- end }}
{{- end }}
{{- end -}}

{{/* Plain settings an integration adds to a component's ConfigMap. */}}
{{- define "homeward.integrationEnv" -}}
{{- $v := .root.Values -}}
{{- if eq .name "smtp" }}
{{- $host := $v.smtp.host -}}
{{- if and (not $host) $v.mailpit.enabled }}{{ $host = include "homeward.mailpit.host" .root }}{{ end }}
SMTP_HOST: {{ required "smtp.host is required when mailpit.enabled is false" $host | quote }}
SMTP_PORT: {{ $v.smtp.port | quote }}
SMTP_SECURE: {{ $v.smtp.secure | quote }}
MAIL_FROM: {{ $v.smtp.from | quote }}
{{- end }}
{{- if eq .name "stripe" }}
PAYMENT_GATEWAY: {{ $v.stripe.gateway | quote }}
{{- if and (eq $v.stripe.gateway "offline") $v.stripe.allowOffline }}
ALLOW_OFFLINE_PAYMENTS: "true"
{{- end }}
{{- if eq $v.stripe.gateway "stripe" }}
STRIPE_PUBLISHABLE_KEY: {{ required "stripe.publishableKey is required when stripe.gateway is stripe" $v.stripe.publishableKey | quote }}
{{- end }}
{{- end }}
{{- if eq .name "objectStorage" }}
OBJECT_STORAGE_ENDPOINT: {{ include "homeward.objectStorage.endpoint" .root | quote }}
OBJECT_STORAGE_BUCKET: {{ $v.objectStorage.bucket | quote }}
OBJECT_STORAGE_REGION: {{ $v.objectStorage.region | quote }}
{{- end }}
{{- if eq .name "documentStorage" }}
OBJECT_STORAGE_ENDPOINT: {{ include "homeward.objectStorage.endpoint" .root | quote }}
OBJECT_STORAGE_BUCKET: {{ $v.objectStorage.documentsBucket | quote }}
OBJECT_STORAGE_REGION: {{ $v.objectStorage.region | quote }}
{{- end }}
{{- if eq .name "analysis" }}
ANALYSIS_ENGINE: {{ $v.analysis.engine | quote }}
{{- with $v.analysis.openaiBaseUrl }}
OPENAI_BASE_URL: {{ . | quote }}
{{- end }}
{{- with $v.analysis.openaiModel }}
OPENAI_MODEL: {{ . | quote }}
{{- end }}
{{- with $v.analysis.tokenBudgetPerReport }}
OPENAI_TOKEN_BUDGET_PER_REPORT: {{ . | int64 | quote }}
{{- end }}
{{- with $v.analysis.tokenBudgetPerUserPerDay }}
OPENAI_TOKEN_BUDGET_PER_USER_PER_DAY: {{ . | int64 | quote }}
{{- end }}
{{- if hasKey $v.analysis "retriesPerReport" }}
ANALYSIS_RETRIES_PER_REPORT: {{ $v.analysis.retriesPerReport | int64 | quote }}
{{- end }}
{{- end }}
{{- if eq .name "posthog" }}
{{- with $v.posthog.host }}
POSTHOG_HOST: {{ . | quote }}
{{- end }}
{{- end }}
{{- if eq .name "googleMaps" }}
{{- with $v.googleMaps.browserKey }}
GOOGLE_MAPS_BROWSER_KEY: {{ . | quote }}
{{- end }}
{{- end }}
{{- if eq .name "googleSignIn" }}
{{- with $v.googleSignIn.clientId }}
GOOGLE_CLIENT_ID: {{ . | quote }}
GOOGLE_REDIRECT_URI: {{ printf "%s/api/auth/callback" (trimSuffix "/" $v.appBaseUrl) | quote }}
{{- end }}
{{- end }}
{{- end -}}

{{/* A generated secret that survives upgrades: the live value when the Secret exists, else a random one. */}}
{{- define "homeward.generatedSecret" -}}
{{- $existing := lookup "v1" "Secret" .root.Release.Namespace .secretName -}}
{{- if .value -}}
{{- .value | b64enc -}}
{{- else if and $existing (index $existing.data .key) -}}
{{- index $existing.data .key -}}
{{- else -}}
{{- randAlphaNum 48 | b64enc -}}
{{- end -}}
{{- end -}}

{{- define "homeward.otelCollector.host" -}}{{ include "homeward.fullname" . }}-otel-collector{{- end -}}
{{- define "homeward.jaeger.host" -}}{{ include "homeward.fullname" . }}-jaeger{{- end -}}

{{/* The OTLP/HTTP base URL every component exports traces to; empty when tracing is off. */}}
{{- define "homeward.otlpEndpoint" -}}
{{- if .Values.tracing.endpoint -}}
{{- .Values.tracing.endpoint -}}
{{- else if .Values.tracing.collector.enabled -}}
{{- printf "http://%s:4318" (include "homeward.otelCollector.host" .) -}}
{{- end -}}
{{- end -}}

{{/* Where the in-release collector sends traces (OTLP gRPC host:port). */}}
{{- define "homeward.tracesExportEndpoint" -}}
{{- if .Values.tracing.collector.exportEndpoint -}}
{{- .Values.tracing.collector.exportEndpoint -}}
{{- else if .Values.tracing.jaeger.enabled -}}
{{- printf "%s:4317" (include "homeward.jaeger.host" .) -}}
{{- else -}}
{{- fail "tracing.collector.exportEndpoint is required when tracing.jaeger.enabled is false" -}}
{{- end -}}
{{- end -}}

{{- /* External Kafka's TLS and SASL (the in-chart broker is plaintext): non-empty when in use. */ -}}
{{- define "homeward.kafkaSasl" -}}
{{- if and (not .Values.kafka.enabled) .Values.externalKafka.sasl.mechanism -}}true{{- end -}}
{{- end -}}
{{- define "homeward.kafkaCa" -}}
{{- if and (not .Values.kafka.enabled) .Values.externalKafka.tls.enabled .Values.externalKafka.tls.caSecret.name -}}true{{- end -}}
{{- end -}}

{{- /* KAFKA_TLS / KAFKA_SASL_* for a ConfigMap; the password is never here (homeward.kafkaPasswordEnv). */ -}}
{{- define "homeward.kafkaSecurityEnv" -}}
{{- if not .Values.kafka.enabled -}}
{{- $k := .Values.externalKafka -}}
KAFKA_TLS: {{ $k.tls.enabled | toString | quote }}
{{- if include "homeward.kafkaCa" . }}
KAFKA_TLS_CA_FILE: {{ printf "/etc/homeward/kafka-ca/%s" $k.tls.caSecret.key | quote }}
{{- end }}
{{- if include "homeward.kafkaSasl" . }}
{{- if and (eq $k.sasl.mechanism "plain") (not $k.tls.enabled) }}
{{- fail "externalKafka.sasl.mechanism plain sends the password in clear: enable externalKafka.tls" }}
{{- end }}
KAFKA_SASL_MECHANISM: {{ $k.sasl.mechanism | quote }}
KAFKA_SASL_USERNAME: {{ required "externalKafka.sasl.username is required with a SASL mechanism" $k.sasl.username | quote }}
{{- end }}
{{- end }}
{{- end -}}

{{- define "homeward.kafkaPasswordEnv" -}}
- name: KAFKA_SASL_PASSWORD
  valueFrom:
    secretKeyRef:
      name: {{ required "externalKafka.sasl.passwordSecret.name is required with a SASL mechanism" .Values.externalKafka.sasl.passwordSecret.name }}
      key: {{ .Values.externalKafka.sasl.passwordSecret.key }}
{{- end -}}

{{- define "homeward.kafkaCaVolume" -}}
- name: kafka-ca
  secret:
    secretName: {{ .Values.externalKafka.tls.caSecret.name }}
    items: [{ key: {{ .Values.externalKafka.tls.caSecret.key }}, path: {{ .Values.externalKafka.tls.caSecret.key }} }]
{{- end -}}

{{- /* GRPC_TLS and its PEM files (the kit's grpc/transport.ts) for a ConfigMap; off means plaintext in the cluster. */ -}}
{{- define "homeward.grpcTlsEnv" -}}
{{- $tls := .Values.grpcTls -}}
GRPC_TLS: {{ $tls.mode | quote }}
{{- if ne $tls.mode "off" }}
{{- $_ := required (printf "grpcTls.secretName is required when grpcTls.mode is %s: a Secret with tls.crt, tls.key and ca.crt" $tls.mode) $tls.secretName }}
GRPC_TLS_CERT_FILE: /etc/homeward/grpc-tls/tls.crt
GRPC_TLS_KEY_FILE: /etc/homeward/grpc-tls/tls.key
GRPC_TLS_CA_FILE: /etc/homeward/grpc-tls/ca.crt
{{- end }}
{{- end -}}
