<?php
/**
 * A contact form: its fields (from its field blocks) and its mail settings.
 *
 * @package Inkwell\Forms
 */

declare( strict_types=1 );

namespace Inkwell\Forms\Form;

use Inkwell\Forms\Validation\Rules;
use WP_Block_Type;
use WP_Block_Type_Registry;
use WP_Post;

/**
 * Reads an `inkwell_form` post. Fields are the field blocks of its content, in order.
 *
 * @since 0.1.0
 */
final class Form {

	public const POST_TYPE = 'inkwell_form';
	public const MAIL_META = '_inkwell_forms_mail';

	/** Object cache group of the forms read in this request: non-persistent, emptied when a form changes. */
	public const CACHE_GROUP = 'inkwell-forms';

	/**
	 * Field blocks name this in their block.json `usesContext`: they render inside a form instance
	 * (Blocks\Form_Instance), and that is what makes a block of this plugin a field block.
	 */
	public const FIELD_CONTEXT = 'inkwell-forms/form';

	/** Field types checked against a challenge on the server only (their answers are never stored). */
	public const CHALLENGE_TYPES = array( 'quiz', 'captcha' );

	/**
	 * Attributes a field block may declare that the schema carries, typed as its block.json declares them.
	 * A quiz's questions (with their answers) and an acceptance box's `optional` never leave the server.
	 */
	private const SCHEMA_KEYS = array( 'placeholder', 'default', 'options', 'min', 'max', 'step', 'minLength', 'maxLength', 'minItems', 'maxItems', 'minSize', 'maxSize', 'accept', 'days' );

	/**
	 * Field definitions, in document order.
	 *
	 * @var array<int,array<string,mixed>>
	 */
	public readonly array $fields;

	/**
	 * Creates the form.
	 *
	 * @param WP_Post                        $post   The form post.
	 * @param array<int,array<string,mixed>> $blocks The parsed blocks of its content.
	 */
	private function __construct( public readonly WP_Post $post, public readonly array $blocks ) {
		$this->fields = self::fields_of( $blocks );
	}

	/**
	 * The published form with this id, or null. A form is read and parsed once per request: the render,
	 * a plain POST, the REST routes and the challenges all ask for it.
	 *
	 * @since 0.1.0
	 *
	 * @param int $id Post id.
	 */
	public static function find( int $id ): ?self {
		$found  = false;
		$cached = wp_cache_get( $id, self::CACHE_GROUP, false, $found );
		if ( $found ) {
			return $cached instanceof self ? $cached : null;
		}
		$post = get_post( $id );
		$form = $post instanceof WP_Post && self::POST_TYPE === $post->post_type && 'publish' === $post->post_status
			? new self( $post, parse_blocks( $post->post_content ) )
			: null;
		wp_cache_set( $id, $form ?? false, self::CACHE_GROUP );
		return $form;
	}

	/**
	 * Forgets a form read in this request, when its post changes (hooked to clean_post_cache).
	 *
	 * @since 0.4.0
	 *
	 * @param int $id Post id.
	 */
	public static function forget( int $id ): void {
		wp_cache_delete( $id, self::CACHE_GROUP );
	}

	/**
	 * The registered field blocks: every block of this plugin whose block.json uses the form context.
	 *
	 * @since 0.4.0
	 *
	 * @return array<string,WP_Block_Type> By block name.
	 */
	public static function field_blocks(): array {
		return array_filter( WP_Block_Type_Registry::get_instance()->get_all_registered(), array( self::class, 'is_field_block' ) );
	}

	/**
	 * The field definition of a parsed field block, in schema shape: constraints present only when set,
	 * typed as the block's block.json declares them. Null for another block, or a data field without a
	 * usable name.
	 *
	 * @since 0.4.0
	 *
	 * @param array<string,mixed> $block A parsed block.
	 * @return array<string,mixed>|null
	 */
	public static function field( array $block ): ?array {
		$block_type = WP_Block_Type_Registry::get_instance()->get_registered( (string) ( $block['blockName'] ?? '' ) );
		if ( null === $block_type || ! self::is_field_block( $block_type ) ) {
			return null;
		}
		$type  = substr( $block_type->name, strlen( 'inkwell-forms/' ) );
		$attrs = (array) ( $block['attrs'] ?? array() );
		$name  = sanitize_key( (string) ( $attrs['name'] ?? '' ) );
		if ( 'submit' !== $type && ( '' === $name || str_starts_with( $name, '_' ) ) ) {
			return null; // Names starting with _ are reserved for the form's own hidden fields.
		}
		$field = array(
			'type'     => $type,
			'name'     => $name,
			'label'    => (string) ( $attrs['label'] ?? '' ),
			// A quiz or captcha always needs an answer; an acceptance box unless it is optional.
			'required' => ! empty( $attrs['required'] ) || in_array( $type, self::CHALLENGE_TYPES, true ) || ( 'acceptance' === $type && empty( $attrs['optional'] ) ),
		);
		foreach ( array_intersect_key( $block_type->attributes, array_flip( self::SCHEMA_KEYS ) ) as $key => $schema ) {
			if ( isset( $attrs[ $key ] ) && '' !== $attrs[ $key ] ) {
				$field[ $key ] = self::typed( $attrs[ $key ], (array) $schema );
			}
		}
		if ( 'number' === $type ) {
			foreach ( array( 'min', 'max' ) as $key ) {
				if ( isset( $field[ $key ] ) ) {
					$field[ $key ] = (float) $field[ $key ];
				}
			}
		}
		return $field;
	}

	/**
	 * The fields that carry data (every field but submit, quiz and captcha).
	 *
	 * @since 0.1.0
	 *
	 * @return array<int,array<string,mixed>>
	 */
	public function data_fields(): array {
		return array_values( array_filter( $this->fields, static fn ( array $f ): bool => 'submit' !== $f['type'] && ! in_array( $f['type'], self::CHALLENGE_TYPES, true ) ) );
	}

	/**
	 * The quiz and captcha fields.
	 *
	 * @since 0.2.0
	 *
	 * @return array<int,array<string,mixed>>
	 */
	public function challenge_fields(): array {
		return array_values( array_filter( $this->fields, static fn ( array $f ): bool => in_array( $f['type'], self::CHALLENGE_TYPES, true ) ) );
	}

	/**
	 * The question/answer pairs of a quiz field (kept out of the field definition: answers stay on the server).
	 *
	 * @since 0.2.0
	 *
	 * @param string $name Field name.
	 * @return array<int,array{question: string, answer: string}>
	 */
	public function quiz_pairs( string $name ): array {
		foreach ( self::blocks_of( $this->blocks ) as $block ) {
			if ( 'inkwell-forms/quiz' === $block['blockName'] && sanitize_key( (string) ( $block['attrs']['name'] ?? '' ) ) === $name ) {
				$pairs = array();
				foreach ( (array) ( $block['attrs']['questions'] ?? array() ) as $pair ) {
					$question = trim( (string) ( $pair['question'] ?? '' ) );
					$answer   = trim( (string) ( $pair['answer'] ?? '' ) );
					if ( '' !== $question && '' !== $answer ) {
						$pairs[] = compact( 'question', 'answer' );
					}
				}
				return $pairs;
			}
		}
		return array();
	}

	/**
	 * The validation schema the client applies (documented in the plugin's README).
	 *
	 * @since 0.1.0
	 *
	 * @return array{version: int, fields: array<int,array<string,mixed>>, schemes: string[], messages: array<string,string>}
	 */
	public function schema(): array {
		return array(
			'version'  => 1,
			'fields'   => array_merge( $this->data_fields(), $this->challenge_fields() ),
			'schemes'  => self::url_schemes(),
			'messages' => Rules::messages(),
		);
	}

	/**
	 * The mail settings, with defaults for what the owner left empty.
	 *
	 * @since 0.1.0
	 *
	 * @return array{to: string, subject: string, body: string, reply_to: string}
	 */
	public function mail(): array {
		$saved = get_post_meta( $this->post->ID, self::MAIL_META, true );
		$saved = is_array( $saved ) ? array_filter( array_map( 'strval', $saved ) ) : array();
		return array(
			'to'       => $saved['to'] ?? '[_site_admin_email]',
			'subject'  => $saved['subject'] ?? '[_site_title]: ' . $this->post->post_title,
			'body'     => $saved['body'] ?? "[_all_fields]\n\n-- \n[_site_title] ([_site_url])",
			'reply_to' => $saved['reply_to'] ?? '',
		);
	}

	/**
	 * URL schemes a url field accepts: WordPress's allowed protocols.
	 *
	 * @since 0.1.0
	 *
	 * @return string[]
	 */
	public static function url_schemes(): array {
		return array_values( wp_allowed_protocols() );
	}

	/**
	 * Whether a block type is a field block of this plugin.
	 *
	 * @param WP_Block_Type $type Block type.
	 */
	private static function is_field_block( WP_Block_Type $type ): bool {
		return str_starts_with( $type->name, 'inkwell-forms/' ) && in_array( self::FIELD_CONTEXT, $type->get_uses_context(), true );
	}

	/**
	 * Field definitions from blocks, nested blocks included (columns, groups).
	 *
	 * @param array<int,array<string,mixed>> $blocks Parsed blocks.
	 * @return array<int,array<string,mixed>>
	 */
	private static function fields_of( array $blocks ): array {
		return array_values( array_filter( array_map( array( self::class, 'field' ), self::blocks_of( $blocks ) ) ) );
	}

	/**
	 * Every block in document order, nested blocks included (columns, groups).
	 *
	 * @param array<int,array<string,mixed>> $blocks Parsed blocks.
	 * @return array<int,array<string,mixed>>
	 */
	private static function blocks_of( array $blocks ): array {
		$all = array();
		foreach ( $blocks as $block ) {
			$all[] = $block;
			$all   = array_merge( $all, self::blocks_of( (array) $block['innerBlocks'] ) );
		}
		return $all;
	}

	/**
	 * A saved attribute value as its block.json schema types it (saved content is never trusted).
	 *
	 * @param mixed               $value  Saved value.
	 * @param array<string,mixed> $schema The attribute's schema.
	 */
	private static function typed( mixed $value, array $schema ): mixed {
		return match ( $schema['type'] ?? '' ) {
			'array'   => array_values( array_map( 'integer' === ( $schema['items']['type'] ?? '' ) ? 'intval' : 'strval', array_filter( (array) $value, 'is_scalar' ) ) ),
			'integer' => (int) $value,
			'number'  => (float) $value,
			'boolean' => (bool) $value,
			default   => is_scalar( $value ) ? (string) $value : '',
		};
	}
}
